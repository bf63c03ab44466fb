import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Wrestler } from '../../domain/entities/wrestler';
import { endsWithin, renewContract, signFreeAgent, walkOut } from '../../domain/rules/living/contract-signing';
import { answerOffer, askedTermsProblem, askingTerms, offerProblem, refusesTalks, type ContractTerms } from '../../domain/rules/living/contract-terms';
import { signingProblem } from '../../domain/rules/living/red-balance';
import { formatLongDate } from '../../domain/dates';
import { hasRivals, isPlayerBrand, rivalClaimOn } from '../../domain/entities/promotion';
import type { Championship } from '../../domain/entities/championship';
import type { Company } from '../../domain/entities/company';
import { isLiving, type Game } from '../../domain/entities/game';
import { renewalAsk } from '../../domain/rules/living/renewal-ask';
import { RosterMessages } from '../../domain/errors';
import { formatMoney } from '../../domain/format';
import { shortfallOf } from '../../domain/rules/living/brand-payment';
import { withMoves } from '../../domain/rules/living/talent-moves';
import { withCareerNews } from '../../domain/entities/career-news';
import { rookieSigningNews } from '../../domain/rules/living/career-news-week';
import { freshRng, type UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/** What came of an offer: the wrestler's answer, or why it could not be made ('refused'). */
export type OfferResult =
  | { kind: 'accepted'; terms: ContractTerms; message: string }
  /** `limit` (issue 34): the counter is past the offer limits, so it cannot be offered back; why. */
  | { kind: 'counter'; terms: ContractTerms; message: string; limit?: string }
  | { kind: 'walked'; message: string }
  | { kind: 'refused'; message: string };

export interface OfferRequest {
  wrestlerId: number;
  /** The brand a free agent signs with; a renewal keeps the wrestler's brands. */
  brandId?: number;
  terms: ContractTerms;
}

export interface RenewSummary {
  weeks: number;
  /** Names renewed at their asking terms. */
  renewed: string[];
  /** Who could not be renewed, and why (a brand in the red, talks refused). */
  skipped: { name: string; reason: string }[];
  /** What the renewals cost per appearance in all (the sum of the new costs). */
  costPerRound: number;
}

/** Why this wrestler cannot be offered a contract by this brand now, or null. */
function blocker(w: Stored<Wrestler>, brand: Stored<Brand> | undefined, date: IsoDate, free: boolean): string | null {
  if (!w.active || w.retired) return `${w.name} is not available to sign.`;
  if (refusesTalks(w, date)) return `${w.name} walked out and will not talk until ${formatLongDate(w.talksRefusedUntil)}.`;
  if (free && !brand) return 'Choose the brand they sign for.';
  // A brand in the red may keep its own people (a renewal); it may not sign anyone new. Refusing
  // renewals too emptied a red brand's roster within a year and its shows with it (issue 15 tuning).
  if (!free) return null;
  return signingProblem(brand!);
}

/**
 * Issue 33: with rivals, the player signs only for their own brands, renews only their own
 * wrestlers, and a new signing needs the money a rival would need (canAfford), said exactly.
 */
function ownershipProblem(
  game: Stored<Game>, w: Stored<Wrestler>, brand: Stored<Brand> | undefined, brands: readonly Stored<Brand>[],
  companies: readonly Stored<Company>[], titles: readonly Stored<Championship>[], terms: ContractTerms, free: boolean,
): string | null {
  if (!hasRivals(game)) return null;
  const own = brands.filter((b) => game.brandIds.includes(b.id));
  if (!free) {
    // Issue 34: a rival's champion on none of the player's brands is the rival's to renew, even
    // when no brand of theirs says so (on no brand, or a brand of no promotion).
    const rival = rivalClaimOn(game, w, brands, titles);
    return rival === null ? null : RosterMessages.notYourWrestler(w.name, companies.find((c) => c.id === rival)?.name || `Promotion ${rival}`);
  }
  if (!brand) return null;
  if (!isPlayerBrand(game, brand.id)) return RosterMessages.rivalBrand(brand.name, own.map((b) => b.name));
  return shortfallOf(brand, terms, 'signing', own);
}

/**
 * Issue 15 (living rules): signing and renewal. An offer is answered by the wrestler (accepted,
 * a counter-offer, or they walk); an accepted offer signs or renews, a walk-out refuses talks for
 * a while; each in one unit of work. `renewExpiring` renews everyone whose contract ends within
 * the weeks at their asking terms (the player's quick button, and the season run's).
 */
export function createContractActions({ unitOfWork, random }: Pick<UseCaseDeps, 'unitOfWork' | 'random'>) {
  const offer = ({ wrestlerId, brandId, terms }: OfferRequest): Promise<OfferResult> =>
    unitOfWork.run(async (tx) => {
      const [game, w, brands, companies, titles] = await Promise.all([requireGame(tx), tx.Wrestler.get(wrestlerId), tx.Brand.all(), tx.Company.all(), tx.Championship.all()]);
      if (!w) return { kind: 'refused', message: 'That wrestler no longer exists.' };
      const free = w.status === 'UNSIGNED';
      const brand = brands.find((b) => b.id === brandId);
      const problem = offerProblem(terms) ?? blocker(w, brand, game.date, free) ?? ownershipProblem(game, w, brand, brands, companies, titles, terms, free);
      if (problem) return { kind: 'refused', message: problem };
      // Issue 36: a renewal's ask falls with the wrestler's standing (renewal-ask.ts), as the contract row shows.
      const asking = !free && isLiving(game) ? renewalAsk(w, await tx.Wrestler.all()).terms : askingTerms(w);
      const answer = answerOffer(w, terms, freshRng(random), asking);
      if (answer.kind === 'walked') {
        const out = walkOut(w, game.date);
        await tx.Wrestler.bulkPut([out]);
        return { kind: 'walked', message: `${w.name} walked out and will not talk until ${formatLongDate(out.talksRefusedUntil)}.` };
      }
      if (answer.kind === 'counter') {
        // Issue 34: a counter past the offer limits cannot be offered back: say so with it.
        const past = askedTermsProblem(w.name, answer.terms);
        return { kind: 'counter', terms: answer.terms, message: past ?? `${w.name} wants more: see the counter-offer.`, ...(past ? { limit: past } : {}) };
      }
      const signed = free ? signFreeAgent(w, answer.terms, brand!.id, game.date) : renewContract(w, answer.terms, game.date);
      await tx.Wrestler.bulkPut([signed]);
      if (free) {
        const reason = `${brand!.name} signed ${w.name}, a free agent, for ${formatMoney(answer.terms.cost)} an appearance.`;
        // Issue 33: a signing with rivals in the game goes on the board ("Who moved where").
        const moved = hasRivals(game) ? withMoves(game, [{ wrestlerId: w.id, fromCompanyId: null, toCompanyId: game.playerCompanyId, date: game.date, reason }]) : game;
        // Issue 36: a rookie's first signing is careers news, with rivals or without.
        const news = rookieSigningNews(game.careerNews, [{ wrestlerId: w.id, companyId: brand!.companyId ?? null, text: reason }], game.date);
        if (moved !== game || news.length > 0) await tx.Game.bulkPut([news.length > 0 ? { ...moved, careerNews: withCareerNews(game.careerNews, news) } : moved]);
      }
      const verb = free ? `signed with ${brand!.name}` : 'renewed';
      return { kind: 'accepted', terms: answer.terms, message: `${w.name} ${verb} until ${formatLongDate(signed.contractExpires)}.` };
    });

  const renewExpiring = ({ weeks }: { weeks: number }): Promise<RenewSummary> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers] = await Promise.all([requireGame(tx), tx.Wrestler.all()]);
      const summary: RenewSummary = { weeks, renewed: [], skipped: [], costPerRound: 0 };
      const letGo = new Set((game.talentOffers ?? []).filter((o) => o.status === 'declined' && !o.settled).map((o) => o.wrestlerId));
      const renewed: Stored<Wrestler>[] = [];
      for (const w of wrestlers) {
        if (!w.active || w.retired || !endsWithin(w, game.date, weeks)) continue;
        // Issue 18: with rivals, the player renews only their own; a wrestler they let go to a rival stays let go.
        if (hasRivals(game) && !w.brandIds.some((id) => game.brandIds.includes(id))) continue;
        // Issue 36: at the renewal ask, cut to their standing's worth as the rivals' renewals are.
        const terms = isLiving(game) ? renewalAsk(w, wrestlers).terms : askingTerms(w);
        // Issue 34: asking terms past the offer limits are skipped with the reason, never stored.
        const reason = letGo.has(w.id) ? 'you let them go to a rival (Talent war)' : (blocker(w, undefined, game.date, false) ?? askedTermsProblem(w.name, terms));
        if (reason) {
          summary.skipped.push({ name: w.name, reason });
          continue;
        }
        renewed.push(renewContract(w, terms, game.date));
        summary.renewed.push(w.name);
        summary.costPerRound += terms.cost;
      }
      await tx.Wrestler.bulkPut(renewed);
      return summary;
    });

  return {
    offer,
    /** A signed wrestler's renewal: an offer keeping their brands. */
    renew: (wrestlerId: number, terms: ContractTerms) => offer({ wrestlerId, terms }),
    /** A free agent signs with a brand. */
    sign: (wrestlerId: number, brandId: number, terms: ContractTerms) => offer({ wrestlerId, brandId, terms }),
    renewExpiring,
  };
}
