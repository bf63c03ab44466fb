import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import { companyOfWrestler, DIFFICULTY_LEVELS, difficultyOf, hasRivals } from '../../domain/entities/promotion';
import { formatMoney } from '../../domain/format';
import { RosterMessages } from '../../domain/errors';
import { renewContract, signFreeAgent, walkOut } from '../../domain/rules/living/contract-signing';
import { askingTerms } from '../../domain/rules/living/contract-terms';
import { poachAccepted, rivalMatch } from '../../domain/rules/living/talent-valuation';
import { withMoves } from '../../domain/rules/living/talent-moves';
import { formatLongDate } from '../../domain/dates';
import { freshRng, type UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { pendingOffers } from './talent-board';
import { counterDeal, dealProblem, ownBrands, playerBrandFor, poachDeal, type DealWorld, type TalentDeal } from './talent-deal';

/** What an answer came to: done (with what happened) or refused (why nothing changed). */
export type TalentResult = { ok: true; message: string } | { ok: false; message: string };

const refused = (message: string): TalentResult => ({ ok: false, message });
const perAppearance = (cost: number) => `${formatMoney(cost)} an appearance`;

/** Offers are copied before a change: a stored row shares no object with another (backup '#' refs). */
const withOffers = (game: Stored<Game>, change: (o: Game['talentOffers'][number]) => Game['talentOffers'][number]) =>
  ({ ...game, talentOffers: (game.talentOffers ?? []).map((o) => change({ ...o })) });

const readWorld = async (tx: Repositories): Promise<DealWorld> => {
  const [game, wrestlers, brands, companies] = await Promise.all([requireGame(tx), tx.Wrestler.all(), tx.Brand.all(), tx.Company.all()]);
  return { game, wrestlers, brands, companies };
};

/**
 * The brand that pays a deal, or why it cannot: a rival's brand, or exactly what is missing. The
 * caller passes the brand asked for, or (none asked, as the season runner does) the one the game
 * always used: the wrestler's own for a counter, the one with fewest of their gender for a poach.
 */
function payingBrand(deal: TalentDeal, world: DealWorld, id: number | null | undefined): { brand: Stored<DealWorld['brands'][number]> } | { problem: string } {
  const own = ownBrands(world.game, world.brands);
  const brand = own.find((b) => b.id === id);
  if (!brand) {
    const named = world.brands.find((b) => b.id === id);
    return { problem: named ? RosterMessages.rivalBrand(named.name, own.map((b) => b.name)) : 'You have no brand to sign them to.' };
  }
  const problem = dealProblem(brand, deal.terms, deal.kind, own);
  return problem ? { problem } : { brand };
}

/**
 * Issue 18 item 4: the player's answers in the war for talent, each in one unit of work.
 * `counter` re-signs the wrestler at the offer's money (or their asking price, if more); `letGo`
 * declines (they leave at the contract's end); `poach` offers to a rival's wrestler near the end
 * of their contract, accepted or refused by one seeded draw (poachChance), moving them at once.
 * Issue 33: the player chooses the brand that pays (`brandId`, one of theirs; absent, the one the
 * game always used), and a brand that cannot pay says exactly what is missing.
 */
export function createTalentActions({ repos, unitOfWork, random }: Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random'>) {
  /** A counter-offer or a poach before it is made: the terms, what it costs, which of the player's brands can pay. */
  const deal = async (kind: 'counter' | 'poach', id: number): Promise<TalentDeal | null> => {
    const world = await readWorld(repos);
    if (!hasRivals(world.game)) return null;
    return kind === 'counter' ? counterDeal(id, world) : poachDeal(id, world);
  };

  const counter = (offerId: number, brandId?: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const world = await readWorld(tx);
      const { game } = world;
      const found = counterDeal(offerId, world);
      if (!found) return refused('That offer is no longer open: the board has changed.');
      if (found.currentBrandId === null) return refused(`${found.name} is no longer on your roster.`);
      // Issue 34: a counter goes through the same limits as any offer; nothing is written past them.
      if (found.termsProblem) return refused(found.termsProblem);
      const paying = payingBrand(found, world, brandId ?? found.currentBrandId);
      if ('problem' in paying) return refused(paying.problem);
      const { brand } = paying;
      const w = world.wrestlers.find((x) => x.id === found.wrestlerId)!;
      const renewed = renewContract(w, found.terms, game.date);
      const moved = !w.brandIds.includes(brand.id);
      const kept = moved ? { ...renewed, brandIds: [brand.id] } : renewed;
      await tx.Wrestler.bulkPut([kept]);
      await tx.Game.bulkPut([withOffers(game, (o) => (o.id === offerId ? { ...o, status: 'countered', settled: game.date } : o))]);
      const where = moved ? `, now with ${brand.name}, which pays` : `, paid by ${brand.name}`;
      return { ok: true, message: `${w.name} stays for ${perAppearance(found.terms.cost)} until ${formatLongDate(kept.contractExpires)}${where}.` };
    });

  const letGo = (offerId: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers] = await Promise.all([requireGame(tx), tx.Wrestler.all()]);
      const offer = pendingOffers(game).find((o) => o.id === offerId && o.status === 'open');
      if (!offer) return refused('That offer is no longer open: the board has changed.');
      await tx.Game.bulkPut([withOffers(game, (o) => (o.id === offerId ? { ...o, status: 'declined' } : o))]);
      const name = wrestlers.find((w) => w.id === offer.wrestlerId)?.name ?? 'The wrestler';
      return { ok: true, message: `${name} will leave when the contract ends.` };
    });

  const poach = (wrestlerId: number, brandId?: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const world = await readWorld(tx);
      const { game, brands } = world;
      if (!hasRivals(game)) return refused('There are no rival promotions in this game.');
      const found = poachDeal(wrestlerId, world);
      if (!found) return refused('That wrestler is not one you can poach now: their contract is not ending soon, or they will not talk.');
      if (found.termsProblem) return refused(found.termsProblem);
      const w = world.wrestlers.find((x) => x.id === wrestlerId)!;
      const paying = payingBrand(found, world, brandId ?? playerBrandFor(game, brands, world.wrestlers, w)?.id);
      if ('problem' in paying) return refused(paying.problem);
      const { brand } = paying;
      const cost = found.terms.cost;
      const match = rivalMatch(askingTerms(w).cost, DIFFICULTY_LEVELS[difficultyOf(game)].aggression);
      if (!poachAccepted(cost, match, w.morale, freshRng(random))) {
        await tx.Wrestler.bulkPut([walkOut(w, game.date)]);
        return refused(`${w.name} stays with ${found.rival} and will not talk again until ${formatLongDate(walkOut(w, game.date).talksRefusedUntil)}.`);
      }
      const signed = signFreeAgent(w, found.terms, brand.id, game.date);
      const reason = `You signed ${w.name} from ${found.rival} for ${perAppearance(cost)}: ${w.gender === 'FEMALE' ? 'she' : 'he'} took your offer over their ${perAppearance(match)}.`;
      await tx.Wrestler.bulkPut([signed]);
      await tx.Game.bulkPut([withMoves(game, [{ wrestlerId: w.id, fromCompanyId: companyOfWrestler(w, brands), toCompanyId: game.playerCompanyId, date: game.date, reason }])]);
      return { ok: true, message: `${w.name} joins ${brand.name} for ${perAppearance(cost)} until ${formatLongDate(signed.contractExpires)}.` };
    });

  return { deal, counter, letGo, poach };
}
