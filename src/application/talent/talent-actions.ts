import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Game } from '../../domain/entities/game';
import { companyOfWrestler, DIFFICULTY_LEVELS, difficultyOf, hasRivals } from '../../domain/entities/promotion';
import { MAX_TALENT_MOVES } from '../../domain/entities/talent-market';
import type { Wrestler } from '../../domain/entities/wrestler';
import { formatMoney } from '../../domain/format';
import { renewContract, signFreeAgent, walkOut } from '../../domain/rules/living/contract-signing';
import { askingTerms } from '../../domain/rules/living/contract-terms';
import { signingProblem } from '../../domain/rules/living/red-balance';
import { canAfford, poachAccepted, rivalMatch, rosterOf } from '../../domain/rules/living/talent-valuation';
import { formatLongDate } from '../../domain/dates';
import { freshRng, type UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { companyName, pendingOffers, poachOfferCost, poachTargets } from './talent-board';

/** What an answer came to: done (with what happened) or refused (why nothing changed). */
export type TalentResult = { ok: true; message: string } | { ok: false; message: string };

const refused = (message: string): TalentResult => ({ ok: false, message });
const perAppearance = (cost: number) => `${formatMoney(cost)} an appearance`;

/** Offers are copied before a change: a stored row shares no object with another (backup '#' refs). */
const withOffers = (game: Stored<Game>, change: (o: Game['talentOffers'][number]) => Game['talentOffers'][number]) =>
  ({ ...game, talentOffers: (game.talentOffers ?? []).map((o) => change({ ...o })) });

/** The player's brand a wrestler joins: the one with the fewest of their gender, then the lowest id. */
function playerBrandFor(game: Game, brands: readonly Stored<Brand>[], wrestlers: readonly Stored<Wrestler>[], w: Wrestler): Stored<Brand> | undefined {
  const own = brands.filter((b) => game.brandIds.includes(b.id));
  const count = (b: Stored<Brand>) => rosterOf(b.id, wrestlers).filter((x) => x.gender === w.gender).length;
  return [...own].sort((a, b) => count(a) - count(b) || a.id - b.id)[0];
}

const readAll = (tx: Repositories) => Promise.all([requireGame(tx), tx.Wrestler.all(), tx.Brand.all(), tx.Company.all()]);

/**
 * Issue 18 item 4: the player's answers in the war for talent, each in one unit of work.
 * `counter` re-signs the wrestler at the offer's money (or their asking price, if more); `letGo`
 * declines (they leave at the contract's end); `poach` offers to a rival's wrestler near the end
 * of their contract, accepted or refused by one seeded draw (poachChance), moving them at once.
 */
export function createTalentActions({ unitOfWork, random }: Pick<UseCaseDeps, 'unitOfWork' | 'random'>) {
  const counter = (offerId: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers, brands] = await readAll(tx);
      const offer = pendingOffers(game).find((o) => o.id === offerId);
      const w = offer && wrestlers.find((x) => x.id === offer.wrestlerId);
      if (!offer || !w || w.status !== 'SIGNED') return refused('That offer is no longer open: the board has changed.');
      const terms = { ...askingTerms(w), cost: Math.max(offer.cost, askingTerms(w).cost) };
      const brand = brands.find((b) => w.brandIds.includes(b.id) && game.brandIds.includes(b.id));
      if (!brand) return refused(`${w.name} is no longer on your roster.`);
      if (!canAfford(brand, terms))
        return refused(`${brand.name} cannot pay ${perAppearance(terms.cost)} for ${terms.appearances} appearances: its balance is ${formatMoney(brand.balance)}.`);
      const kept = renewContract(w, terms, game.date);
      await tx.Wrestler.bulkPut([kept]);
      await tx.Game.bulkPut([withOffers(game, (o) => (o.id === offerId ? { ...o, status: 'countered', settled: game.date } : o))]);
      return { ok: true, message: `${w.name} stays for ${perAppearance(terms.cost)} until ${formatLongDate(kept.contractExpires)}.` };
    });

  const letGo = (offerId: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers] = await readAll(tx);
      const offer = pendingOffers(game).find((o) => o.id === offerId && o.status === 'open');
      if (!offer) return refused('That offer is no longer open: the board has changed.');
      await tx.Game.bulkPut([withOffers(game, (o) => (o.id === offerId ? { ...o, status: 'declined' } : o))]);
      const name = wrestlers.find((w) => w.id === offer.wrestlerId)?.name ?? 'The wrestler';
      return { ok: true, message: `${name} will leave when the contract ends.` };
    });

  const poach = (wrestlerId: number): Promise<TalentResult> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers, brands, companies] = await readAll(tx);
      if (!hasRivals(game)) return refused('There are no rival promotions in this game.');
      const w = poachTargets(game, wrestlers, brands).find((x) => x.id === wrestlerId);
      if (!w) return refused('That wrestler is not one you can poach now: their contract is not ending soon, or they will not talk.');
      const rival = companyName(companies, companyOfWrestler(w, brands));
      const cost = poachOfferCost(w, game);
      const terms = { ...askingTerms(w), cost };
      const brand = playerBrandFor(game, brands, wrestlers, w);
      const problem = !brand ? 'You have no brand to sign them to.' : signingProblem(brand);
      if (problem || !brand) return refused(problem ?? 'You have no brand to sign them to.');
      if (!canAfford(brand, terms)) return refused(`${brand.name} cannot pay ${perAppearance(cost)} for ${terms.appearances} appearances: its balance is ${formatMoney(brand.balance)}.`);
      const match = rivalMatch(askingTerms(w).cost, DIFFICULTY_LEVELS[difficultyOf(game)].aggression);
      if (!poachAccepted(cost, match, w.morale, freshRng(random))) {
        await tx.Wrestler.bulkPut([walkOut(w, game.date)]);
        return refused(`${w.name} stays with ${rival} and will not talk again until ${formatLongDate(walkOut(w, game.date).talksRefusedUntil)}.`);
      }
      const signed = signFreeAgent(w, terms, brand.id, game.date);
      const reason = `You signed ${w.name} from ${rival} for ${perAppearance(cost)}: ${w.gender === 'FEMALE' ? 'she' : 'he'} took your offer over their ${perAppearance(match)}.`;
      const move = { wrestlerId: w.id, fromCompanyId: companyOfWrestler(w, brands), toCompanyId: game.playerCompanyId, date: game.date, reason };
      await tx.Wrestler.bulkPut([signed]);
      await tx.Game.bulkPut([{ ...game, talentOffers: (game.talentOffers ?? []).map((o) => ({ ...o })), talentMoves: [...(game.talentMoves ?? []).map((m) => ({ ...m })), move].slice(-MAX_TALENT_MOVES) }]);
      return { ok: true, message: `${w.name} joins ${brand.name} for ${perAppearance(cost)} until ${formatLongDate(signed.contractExpires)}.` };
    });

  return { counter, letGo, poach };
}

