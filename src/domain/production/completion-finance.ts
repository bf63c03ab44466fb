import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { Brand } from '../entities/brand';
import { DEFAULT_PRODUCTION_COST } from '../entities/production';
import type { Show } from '../entities/show';
import type { Wrestler } from '../entities/wrestler';
import { productionFinances, raisedAverageViewers, roundCents } from '../rules/finance';
import type { RatedParticipant } from '../rules/rating';
import { viewersBreakdown, type ViewersInput } from '../rules/viewers';
import { appearancesOf, byId, type CompletionWork } from './completion-work';

export { COMPLETION_STEP_COUNT } from './completion-progress';

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
  return {
    ...work,
    finances,
    viewers,
    production: {
      ...work.production,
      attendance, attendanceIncome, merchIncome, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout,
      viewers: viewers.viewers,
    },
  };
}

/** Each brand's balance plus its share (kept to the cent). Used on the freshly read brands at commit. */
export const creditBrands = <B extends Brand>(brands: readonly B[], singlePayout: number): B[] =>
  brands.map((brand) => ({ ...brand, balance: roundCents(brand.balance + singlePayout) }));

/** The ratings that decide the viewers rise: competition segments that had people in them. */
export const competitionRatings = (work: Pick<CompletionWork, 'segments' | 'appearances'>): number[] =>
  work.segments
    .filter((segment) => kindOrDefault(segment.type).competition && appearancesOf(work, segment).length > 0)
    .map((segment) => segment.rating);

/** SPEC §9: the show's avgViewers up 5% when earned. Applied to the freshly read show at commit. */
export const raiseShowViewers = <S extends Show>(show: S, work: Pick<CompletionWork, 'segments' | 'appearances'>): S => ({
  ...show,
  avgViewers: raisedAverageViewers(show.avgViewers, competitionRatings(work)),
});
