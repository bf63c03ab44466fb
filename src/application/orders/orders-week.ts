import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import { hasRivals } from '../../domain/entities/promotion';
import { ordersOf, type StandingOrders } from '../../domain/entities/standing-orders';
import {
  applyOrders,
  cardKey,
  planOrders,
  type CardDecision,
  type OrderDecision,
  type OrdersWorld,
} from '../../domain/rules/living/standing-orders';
import { buildSchedule, occurrencesOf, type ScheduledShow } from '../calendar/schedule';
import { isEmptyOccurrence } from '../calendar/sweep-window';
import { requireGame } from '../game';
import { withMoves } from '../../domain/rules/living/talent-moves';
import type { TalentMove } from '../../domain/entities/talent-market';
import { withCareerNews } from '../../domain/entities/career-news';
import { rookieSigningNews } from '../../domain/rules/living/career-news-week';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

// Issue 33 item 1: the standing orders at work in "Simulate until…" (docs/decisions-rivals.md
// "Standing orders"). Only in a game with rivals (living rules, a promotion of the player's): under
// classic rules, or running every promotion, "Simulate until…" keeps its old behaviour.

/** What the orders did before (or after) a week, and what they leave to the player. */
export interface OrdersStep {
  decisions: OrderDecision[];
  /** One line per thing done ("Knox Everhart renewed for $23,400 an appearance until …"). */
  lines: string[];
}

/** Whether the game plays standing orders at all: living rules and a promotion of the player's (hasRivals). */
export const playsOrders = (game: Pick<Game, 'rules' | 'playerCompanyId'> | null | undefined): boolean => hasRivals(game);

export async function readOrdersWorld(tx: Repositories): Promise<{ game: Stored<Game>; world: OrdersWorld; orders: StandingOrders }> {
  const [game, wrestlers, brands, championships, reigns] = await Promise.all([
    requireGame(tx), tx.Wrestler.all(), tx.Brand.all(), tx.Championship.all(), tx.Reign.all(),
  ]);
  const world: OrdersWorld = { date: game.date, game, wrestlers, brands, championships, reigns: reigns.filter((r) => r.endDate === null) };
  return { game, world, orders: ordersOf(game) };
}

/** Cards of the window the orders leave to the player: the player's empty shows, when the booker may not fill them (not waived). */
export function cardsToBook(occurrences: readonly ScheduledShow[], empty: (o: ScheduledShow) => boolean, orders: StandingOrders): CardDecision[] {
  if (orders.fillCards) return [];
  const waived = new Set(orders.waived);
  return occurrences
    .filter((o) => empty(o) && !waived.has(cardKey(o.show.id, o.date)))
    .map((o) => ({
      kind: 'card', key: cardKey(o.show.id, o.date), showId: o.show.id, date: o.date, show: o.show.name,
      productionId: o.production?.id ?? null,
      why: `${o.show.name} has no card yet, and your orders do not let the booker fill your cards.`,
    }));
}

/** The window's cards left to the player (fill-cards order off). */
export async function windowCardDecisions(repos: Repositories, orders: StandingOrders): Promise<CardDecision[]> {
  if (orders.fillCards) return [];
  const occurrences = occurrencesOf(await buildSchedule(repos));
  const empty = new Set<ScheduledShow>();
  for (const o of occurrences) if (await isEmptyOccurrence(repos, o)) empty.add(o);
  return cardsToBook(occurrences, (o) => empty.has(o), orders);
}

/** Issue 36: the orders' signings of rookies, as careers news once each (rookieSigningNews); nothing when none. */
function signingNews(game: Stored<Game>, moves: readonly TalentMove[]): Partial<Pick<Game, 'careerNews'>> {
  const signings = moves.filter((m) => m.fromCompanyId === null).map((m) => ({ wrestlerId: m.wrestlerId, companyId: m.toCompanyId, text: m.reason }));
  const news = rookieSigningNews(game.careerNews, signings, game.date);
  return news.length === 0 ? {} : { careerNews: withCareerNews(game.careerNews, news) };
}

/**
 * Before a week: the decisions due outside the orders (the run stops for them, nothing written);
 * when there are none, the orders' renewals, answers and vacancies, written in one unit of work of
 * the storage given (the week's batch). `titlesOnly` (after the week): only vacate the titles of
 * champions who left during it, so no title of the player's ends a week with an outsider.
 */
export function playOrders(storage: { repos: Repositories; unitOfWork: UnitOfWork }, options: { titlesOnly?: boolean } = {}): Promise<OrdersStep> {
  return storage.unitOfWork.run(async (tx) => {
    const { game, world, orders } = await readOrdersWorld(tx);
    if (!playsOrders(game)) return { decisions: [], lines: [] };
    const plan = planOrders(world, orders);
    if (options.titlesOnly) {
      if (plan.vacate.length === 0) return { decisions: [], lines: [] };
      plan.renewals = [];
      plan.counters = [];
      plan.letGo = [];
      plan.signings = [];
    } else {
      const decisions = [...plan.decisions, ...(await windowCardDecisions(tx, orders))];
      if (decisions.length > 0) return { decisions, lines: [] };
    }
    const done = applyOrders(world, plan);
    await Promise.all([
      tx.Wrestler.bulkPut(done.wrestlers),
      tx.Championship.bulkPut(done.championships),
      tx.Reign.bulkPut(done.reigns),
      plan.counters.length + plan.letGo.length + done.moves.length > 0
        ? tx.Game.update(GAME_ID, { talentOffers: done.talentOffers, talentMoves: withMoves(game, done.moves).talentMoves, ...signingNews(game, done.moves) })
        : Promise.resolve(game),
    ]);
    return { decisions: [], lines: done.lines };
  });
}
