import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import { playerCompanyOf } from '../../domain/entities/promotion';
import { MAX_WAIVED, OFFER_ORDERS, ordersOf, withOrders, type StandingOrders } from '../../domain/entities/standing-orders';
import { CatalogueError } from '../../domain/errors';
import { formatMoney } from '../../domain/format';
import { CONTRACT_LIMITS, appearancesFor } from '../../domain/rules/living/contract-terms';
import { renewContract } from '../../domain/rules/living/contract-signing';
import { affordableCost, planOrders, playerBrandIds } from '../../domain/rules/living/standing-orders';
import { vacateTitle } from '../../domain/rules/title-vacancy';
import { ROSTER_BAND, TALENT_MARKET } from '../../domain/rules/living/talent-valuation';
import { formatLongDate } from '../../domain/dates';
import { writeTitles } from '../championships/save-title-changes';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { createTalentActions } from '../talent/talent-actions';
import { describeDecisions, type DecisionChoice, type DecisionView } from './decision-view';
import { playsOrders, readOrdersWorld, windowCardDecisions } from './orders-week';

/** The orders a player can set (the promotion and the waivers are the game's to keep). */
export type OrdersInput = Omit<StandingOrders, 'companyId' | 'waived' | 'signForNeed'> & { signForNeed?: boolean };

/** What "the brand can afford" means today: the most per appearance for a year's full-time contract. */
export interface OrdersBrand {
  id: number;
  name: string;
  balance: number;
  affordable: number;
}

export interface OrdersView {
  /** Standing orders act under living rules only. */
  applies: boolean;
  /** The promotion the orders are for ("Every promotion" when the player runs them all). */
  promotion: string;
  orders: StandingOrders;
  brands: OrdersBrand[];
  /** The appearances of a year's full-time contract (what `affordable` is counted on). */
  yearAppearances: number;
  /**
   * Issue 35: below these many able men (women) a brand is short, and the sign-for-need order signs.
   * Issue 36: a sized brand's floor is `share` of its size (its roster when the market first saw
   * it), never under these minima; `injuredDays`: an injury at least that long counts as a gap.
   */
  rosterFloor: { men: number; women: number; share: number; injuredDays: number };
}

export type DecideResult = { ok: boolean; message: string };

export const OrdersMessages = {
  limitTooLow: (what: string) => `${what} must be at least ${formatMoney(CONTRACT_LIMITS.minCost)} an appearance, or "what the brand can afford".`,
  /** Issue 34: no order pays more than an offer may. */
  limitTooHigh: (what: string) => `${what} must be at most ${formatMoney(CONTRACT_LIMITS.maxCost)} an appearance, or "what the brand can afford".`,
  unknownOffers: 'Choose how to answer rival offers: match, let go or ask.',
  noLongerDue: 'That decision is no longer due: the game has moved on. The list has been read again.',
} as const;

function checkLimit(value: number | null, what: string): number | null {
  if (value === null) return null;
  if (!Number.isFinite(value) || value < CONTRACT_LIMITS.minCost) throw new CatalogueError(OrdersMessages.limitTooLow(what));
  if (value > CONTRACT_LIMITS.maxCost) throw new CatalogueError(OrdersMessages.limitTooHigh(what));
  return Math.round(value);
}

const waive = (game: Stored<Game>, key: string): StandingOrders[] => {
  const orders = ordersOf(game);
  return withOrders(game, { ...orders, waived: [...orders.waived.filter((k) => k !== key), key].slice(-MAX_WAIVED) });
};

/**
 * Issue 33 item 1: the player's standing orders (Settings and "Simulate until…"): read and saved
 * for the promotion the player runs, and the decisions outside them answered, each in one unit of
 * work. An offer's answer is the talent war's own counter or let-go.
 */
export function createOrdersServices({ repos, unitOfWork, random }: Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random'>) {
  const talent = createTalentActions({ repos, unitOfWork, random });

  async function view(tx: Repositories): Promise<OrdersView> {
    const [game, brands, companies] = await Promise.all([requireGame(tx), tx.Brand.all(), tx.Company.all()]);
    const own = playerBrandIds(game, brands);
    const company = playerCompanyOf(game);
    const yearAppearances = appearancesFor('FULL', CONTRACT_LIMITS.askedWeeks);
    return {
      applies: playsOrders(game),
      promotion: company === null ? 'Every promotion' : companies.find((c) => c.id === company)?.name || `Promotion ${company}`,
      orders: ordersOf(game),
      brands: brands.filter((b) => own.has(b.id)).map((b) => ({ id: b.id, name: b.name, balance: b.balance, affordable: affordableCost(b, yearAppearances) })),
      yearAppearances,
      rosterFloor: { men: TALENT_MARKET.minMen, women: TALENT_MARKET.minWomen, share: ROSTER_BAND.floorShare, injuredDays: ROSTER_BAND.injuredDays },
    };
  }

  const save = (input: OrdersInput): Promise<OrdersView> =>
    unitOfWork.run(async (tx) => {
      if (!OFFER_ORDERS.includes(input.offers)) throw new CatalogueError(OrdersMessages.unknownOffers);
      const game = await requireGame(tx);
      const current = ordersOf(game);
      const next: StandingOrders = {
        ...current,
        renew: Boolean(input.renew),
        renewUpTo: checkLimit(input.renewUpTo, 'The renewal limit'),
        offers: input.offers,
        matchUpTo: checkLimit(input.matchUpTo, 'The matching limit'),
        fillCards: Boolean(input.fillCards),
        vacateTitles: Boolean(input.vacateTitles),
        // A caller that does not send it (an older screen) keeps what was saved.
        signForNeed: typeof input.signForNeed === 'boolean' ? input.signForNeed : current.signForNeed,
      };
      await tx.Game.update(GAME_ID, { standingOrders: withOrders(game, next) });
      return view(tx);
    });

  /** The decisions due now outside the orders (what "Simulate until…" would stop for). */
  const decisions = async (): Promise<DecisionView[]> => {
    const { game, world, orders } = await readOrdersWorld(repos);
    if (!playsOrders(game)) return [];
    const due = [...planOrders(world, orders).decisions, ...(await windowCardDecisions(repos, orders))];
    return describeDecisions(due, world.brands, await repos.Company.all());
  };

  /** A decision answered: renew, let the contract run out, match or let go an offer, vacate or keep a title, let the booker fill a card. */
  const decide = async (key: string, choice: DecisionChoice): Promise<DecideResult> => {
    if (key.startsWith('offer:')) {
      const offerId = Number(key.slice('offer:'.length));
      if (choice === 'match') return talent.counter(offerId);
      if (choice === 'letGo') return talent.letGo(offerId);
    }
    return unitOfWork.run(async (tx): Promise<DecideResult> => {
      const { game, world, orders } = await readOrdersWorld(tx);
      if (choice === 'booker' && key.startsWith('card:')) {
        await tx.Game.update(GAME_ID, { standingOrders: waive(game, key) });
        return { ok: true, message: 'The booker will fill that card.' };
      }
      const decision = planOrders(world, orders).decisions.find((d) => d.key === key);
      if (!decision) return { ok: false, message: OrdersMessages.noLongerDue };
      if (decision.kind === 'renewal' && choice === 'renew' && decision.canRenew) {
        const w = world.wrestlers.find((x) => x.id === decision.wrestlerId)!;
        const kept = renewContract(w, decision.terms, game.date);
        await tx.Wrestler.bulkPut([kept]);
        return { ok: true, message: `${w.name} renewed for ${formatMoney(decision.terms.cost)} an appearance until ${formatLongDate(kept.contractExpires)}.` };
      }
      if ((decision.kind === 'renewal' && choice === 'letGo') || (decision.kind === 'title' && choice === 'keep')) {
        await tx.Game.update(GAME_ID, { standingOrders: waive(game, key) });
        return { ok: true, message: decision.kind === 'title' ? `${decision.title} stays as it is.` : `${decision.name} will leave when the contract ends.` };
      }
      if (decision.kind === 'title' && choice === 'vacate') {
        await writeTitles(tx, vacateTitle({ championships: world.championships.filter((c) => c.id === decision.championshipId), reigns: world.reigns.filter((r) => r.championshipId === decision.championshipId) }, decision.championshipId, game.date));
        return { ok: true, message: `${decision.title} is vacant.` };
      }
      return { ok: false, message: OrdersMessages.noLongerDue };
    });
  };

  return {
    /** Settings and "Simulate until…": the orders of the promotion the player runs, explained. */
    orders: () => view(repos),
    saveOrders: save,
    /** The decisions due now that the orders leave to the player. */
    decisions,
    decide,
  };
}
