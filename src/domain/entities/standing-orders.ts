/**
 * Issue 33 item 1: what the game may decide alone for the player's promotion while "Simulate
 * until…" runs weeks (living rules). One entry per promotion the player has run (`companyId`; null
 * for "every promotion"), kept on the Game record; a promotion without an entry plays the defaults.
 * docs/decisions-rivals.md "Standing orders" explains the defaults.
 */
export interface StandingOrders {
  /** The promotion these orders are for (null: the player runs every brand). */
  companyId: number | null;
  /** Renew the contracts of the promotion's brands as they end, at the wrestler's asking terms. */
  renew: boolean;
  /** The most a renewal may cost per appearance; null: whatever the wrestler's brand can afford. */
  renewUpTo: number | null;
  /** Rivals' offers: match them (within `matchUpTo`), let every one go, or ask each time. */
  offers: OfferOrder;
  /** The most a counter-offer may cost per appearance; null: whatever the wrestler's brand can afford. */
  matchUpTo: number | null;
  /** Let the booker fill the promotion's empty cards (as "Simulate empty productions" does). */
  fillCards: boolean;
  /** Vacate a title of the promotion whose holder is no longer on one of its brands. */
  vacateTitles: boolean;
  /**
   * Issue 35: sign a free agent for a brand short of men or women to book (as rivals do), at the
   * wrestler's asking terms within what the brand can afford. Older saves read true.
   */
  signForNeed: boolean;
  /**
   * Decisions outside the orders the player answered "let it happen" (keys from the rule: a
   * contract left to run out, a title kept, a card left to the booker), so the run does not stop for
   * them again. Newest last, at most MAX_WAIVED.
   */
  waived: string[];
}

export type OfferOrder = 'match' | 'letGo' | 'ask';

export const OFFER_ORDERS: readonly OfferOrder[] = ['match', 'letGo', 'ask'];

export const MAX_WAIVED = 100;

/** The orders a promotion plays until the player changes them: keep everyone the brand can afford, fill every card, vacate departed champions' titles, sign for a short roster. */
export const defaultStandingOrders = (companyId: number | null): StandingOrders => ({
  companyId,
  renew: true,
  renewUpTo: null,
  offers: 'match',
  matchUpTo: null,
  fillCards: true,
  vacateTitles: true,
  signForNeed: true,
  waived: [],
});

type OrdersGame = { playerCompanyId: number | null; standingOrders?: readonly StandingOrders[] | null };

const companyOf = (game: OrdersGame): number | null => (typeof game.playerCompanyId === 'number' ? game.playerCompanyId : null);

const limitOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** The orders of the promotion the player runs now (the defaults when none were saved); a stored entry is read field by field. */
export function ordersOf(game: OrdersGame): StandingOrders {
  const companyId = companyOf(game);
  const defaults = defaultStandingOrders(companyId);
  const stored = (Array.isArray(game.standingOrders) ? game.standingOrders : []).find((o) => o && (o.companyId ?? null) === companyId);
  if (!stored) return defaults;
  return {
    companyId,
    renew: typeof stored.renew === 'boolean' ? stored.renew : defaults.renew,
    renewUpTo: limitOf(stored.renewUpTo),
    offers: OFFER_ORDERS.includes(stored.offers) ? stored.offers : defaults.offers,
    matchUpTo: limitOf(stored.matchUpTo),
    fillCards: typeof stored.fillCards === 'boolean' ? stored.fillCards : defaults.fillCards,
    vacateTitles: typeof stored.vacateTitles === 'boolean' ? stored.vacateTitles : defaults.vacateTitles,
    signForNeed: typeof stored.signForNeed === 'boolean' ? stored.signForNeed : defaults.signForNeed,
    waived: Array.isArray(stored.waived) ? stored.waived.filter((k: unknown): k is string => typeof k === 'string').slice(-MAX_WAIVED) : [],
  };
}

/** The Game's list with this promotion's orders replaced (or added); other promotions' kept, every entry copied. */
export function withOrders(game: OrdersGame, orders: StandingOrders): StandingOrders[] {
  const others = (Array.isArray(game.standingOrders) ? game.standingOrders : []).filter((o) => o && (o.companyId ?? null) !== orders.companyId);
  return [...others.map((o) => ({ ...o, waived: [...(o.waived ?? [])] })), { ...orders, waived: orders.waived.slice(-MAX_WAIVED) }];
}
