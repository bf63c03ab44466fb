import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { Brand } from '../entities/brand';
import { DEFAULT_PRODUCTION_COST } from '../entities/production';
import type { Show } from '../entities/show';
import type { Wrestler } from '../entities/wrestler';
import { assertRecordFields } from '../fields/record-check';
import { earnsViewersRise as earnsRise, productionFinances, risenAverageViewers, roundCents } from '../rules/finance';
import type { RatedParticipant } from '../rules/rating';
import { viewersBreakdown, type ViewersInput } from '../rules/viewers';
import { appearancesOf, byId, type BrandCredit, type CompletionWork } from './completion-work';
import { withLedgerEntries } from '../rules/ledger';

type EconomyShow = Pick<Show, 'income' | 'avgAttendance' | 'avgTicketPrice' | 'avgMerchPrice' | 'avgViewers' | 'maxDuration'>;

/** A production without a show earns nothing from one (docs/decisions-production.md). */
const NO_SHOW: EconomyShow = { income: 0, avgAttendance: 0, avgTicketPrice: 0, avgMerchPrice: 0, avgViewers: 0, maxDuration: 0 };

/** Appearances as rating and viewers see them; appearances of unknown wrestlers are left out. */
export function participantsOf(appearances: readonly Appearance[], wrestlers: ReadonlyMap<number, Wrestler>): RatedParticipant[] {
  return appearances.flatMap((a) => {
    const wrestler = wrestlers.get(a.wrestlerId);
    return wrestler ? [{ wrestler, groupId: a.groupId, winner: a.winner, manager: a.manager }] : [];
  });
}

/**
 * SPEC §9 "Finance" and "Viewers" for the card as booked: every appearance is paid its wrestler's
 * cost (a wrestler booked twice is paid twice) and every segment its kind's cost.
 */
export function creditProduction(work: CompletionWork): CompletionWork {
  const show = work.show ?? NO_SHOW;
  const before = byId(work.wrestlersBefore);
  const booked = work.segments.map((segment) => ({ segment, appearances: appearancesOf(work, segment) }));
  const finances = productionFinances({
    show,
    wrestlerCosts: booked.flatMap(({ appearances }) => appearances.map((a) => before.get(a.wrestlerId)?.cost ?? 0)),
    segmentCosts: work.segments.map((segment) => kindOrDefault(segment.type).cost),
    productionCost: work.production.cost ?? DEFAULT_PRODUCTION_COST,
    brandCount: work.brands.length,
  });
  const segments: ViewersInput['segments'] = booked.map(({ segment, appearances }) => ({
    type: segment.type,
    duration: segment.duration,
    championshipIds: segment.championshipIds,
    participants: participantsOf(appearances, before),
  }));
  const viewers = viewersBreakdown({ show, segments });
  const { attendance, attendanceIncome, merchIncome, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout } = finances;
  const figures = { attendance, attendanceIncome, merchIncome, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout, viewers: viewers.viewers };
  // Issue 14: a figure that is not finite, or beyond what a save may hold (a show's avgAttendance of
  // 1e308), is an error naming the production's field: the completion fails and nothing is stored.
  assertRecordFields('Production', { id: work.production.id, ...figures }, 'stored');
  return { ...work, finances, viewers, production: { ...work.production, ...figures } };
}

/** Step 4's decision: every brand of the production gets the same share of the payout. */
export const brandCredits = (brands: readonly { id: number }[], singlePayout: number, line?: BrandCredit['line']): BrandCredit[] =>
  brands.map((brand) => (line ? { brandId: brand.id, amount: singlePayout, line } : { brandId: brand.id, amount: singlePayout }));

/** Each brand's balance plus its credited share, kept to the cent; brands with no credit stay as they are. */
export function creditBrands<B extends Brand & { id: number }>(brands: readonly B[], credits: readonly BrandCredit[]): B[] {
  const byBrand = new Map(credits.map((credit) => [credit.brandId, credit]));
  return brands.map((brand) => {
    const credit = byBrand.get(brand.id);
    if (credit === undefined) return brand;
    const balance = roundCents(brand.balance + credit.amount);
    // Issue 14: a balance that is not finite or beyond a save's limits is never stored.
    assertRecordFields('Brand', { id: brand.id, balance }, 'stored');
    // Issue 33: a living show's share goes into the brand's ledger with its reason.
    return credit.line ? withLedgerEntries({ ...brand, balance }, [{ ...credit.line, amount: credit.amount }]) : { ...brand, balance };
  });
}

/** The ratings that decide the viewers rise: competition segments that had people in them. */
export const competitionRatings = (work: Pick<CompletionWork, 'segments' | 'appearances'>): number[] =>
  work.segments
    .filter((segment) => kindOrDefault(segment.type).competition && appearancesOf(work, segment).length > 0)
    .map((segment) => segment.rating);

/** Step 11's decision, by SPEC §9's rule: the rated competitions averaged above 2. */
export const showEarnsViewersRise = (work: Pick<CompletionWork, 'segments' | 'appearances'>): boolean => earnsRise(competitionRatings(work));

/** The show's average viewers up 5% when the rise was earned. */
export const raiseShowViewers = <S extends Show>(show: S, rise: boolean): S =>
  rise ? { ...show, avgViewers: risenAverageViewers(show.avgViewers) } : show;

/**
 * The step-11 effect applied to a show (as read at commit): a living factor when one was decided
 * (issue 15; whole viewers, never below 0), else the classic rise.
 */
export function applyViewersEffect<S extends Show>(show: S, effects: { viewersRise: boolean; viewersFactor?: number }): S {
  if (effects.viewersFactor === undefined) return raiseShowViewers(show, effects.viewersRise);
  return { ...show, avgViewers: Math.max(0, Math.round(show.avgViewers * effects.viewersFactor)) };
}
