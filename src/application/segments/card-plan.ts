import type { Stored } from '../../domain/entities/base';
import { readRivalries } from '../../domain/entities/rivalry';
import type { Segment } from '../../domain/entities/segment';
import { planCard } from '../../domain/rules/living/booking-plan';
import { farewellBouts } from '../../domain/rules/living/farewell';
import { talkingSlots } from '../../domain/rules/living/talking-booking';
import { squashSlots } from '../../domain/rules/living/squash';
import { eligibilityBrands } from '../../domain/rules/random-match';
import type { Rng } from '../../domain/rules/rng';
import { isDrawn, type DrawScope } from './random-draw';

/**
 * Issue 17 item 5: a living scope with the card's booking plan (booking-plan.ts). `open` are the
 * segments being drawn now (the whole card, or one segment and the card's still empty ones);
 * `excludeIds` are the wrestlers booked on the rest of the card. A classic scope (no titleWeek)
 * is returned as it is: the classic booker draws exactly as before.
 */
export function withPlan(scope: DrawScope, open: readonly Stored<Segment>[], excludeIds: readonly number[], rng: Rng): DrawScope {
  const week = scope.titleWeek;
  if (!week) return scope;
  const { game, production, show } = scope;
  const slots = open.filter(isDrawn).map((s) => ({ id: s.id, type: s.type }));
  if (slots.length === 0) return scope;
  const date = production?.date || game.date;
  const eligibility = { brandIds: eligibilityBrands(production?.brandIds ?? [], game.brandIds), show, minPoints: show?.minPoints, excludeIds };
  const rivalries = readRivalries(game.rivalries);
  const planned = planCard({
    showType: show?.type,
    showId: show?.id ?? null,
    date,
    slots,
    mainEventId: week.mainEventId,
    wrestlers: scope.wrestlers,
    eligibility,
    rivalries,
    titles: scope.championships,
    busyIds: week.busyIds,
    busyTitleIds: week.busyTitleIds,
    // Issue 36: the show's and its promotion's weekly shows' main events (not the events' last ones).
    recentMainEvents: scope.starMemory ?? scope.mainEventMemory,
  }, rng);
  // Issue 36: a wrestler in the last week before retiring gets a farewell match (farewell.ts; draws nothing).
  const farewells = farewellBouts({ date, stepDays: game.amountOfDays, slots, mainEventId: week.mainEventId, wrestlers: scope.wrestlers, eligibility, rivalries }, planned);
  const bouts = [...planned, ...farewells];
  if (bouts.length === 0) return scope;
  return { ...scope, plan: new Map(bouts.map((b) => [b.segmentId, b])), reserved: bouts.flatMap((b) => b.teams.flat()) };
}

/** The segments drawing one segment opens: it, and the card's other drawn segments nobody is in yet. */
export const openWith = (segment: Stored<Segment>, card: readonly Stored<Segment>[]): Stored<Segment>[] =>
  card.filter((s) => s.id === segment.id || (s.appearanceIds.length === 0 && isDrawn(s)));

/**
 * Issue 35 item 2: a living scope in which a share of the card's undecided segments talk
 * (talking-booking.ts talkingSlots): never the main event, never a segment the plan booked; the
 * card's talking segments (typed or planned promos) count. A classic scope is returned as it is
 * and draws nothing from `rng`.
 */
export function withTalking(scope: DrawScope, card: readonly Stored<Segment>[], rng: Rng): DrawScope {
  const week = scope.titleWeek;
  if (!week) return scope;
  const planned = scope.plan;
  const seen = new Set<number>();
  const unique = card.filter((s) => !seen.has(s.id) && seen.add(s.id));
  const open = unique.filter((s) => s.type === 'DEFAULT' && !planned?.has(s.id) && s.id !== week.mainEventId).map((s) => s.id);
  if (open.length === 0) return scope;
  const talking = talkingSlots({ card: unique.map((s) => ({ id: s.id, type: planned?.get(s.id)?.type ?? s.type })), open }, rng);
  return talking.size === 0 ? scope : { ...scope, talking };
}

/**
 * Issue 35: a living scope in which one open undecided segment of a long enough card may be a
 * squash (squash.ts squashSlots): never the main event, a planned or a talking segment. A classic
 * scope is returned as it is and draws nothing from `rng`.
 */
export function withSquashes(scope: DrawScope, card: readonly Stored<Segment>[], rng: Rng): DrawScope {
  const week = scope.titleWeek;
  if (!week) return scope;
  const seen = new Set<number>();
  const unique = card.filter((s) => !seen.has(s.id) && seen.add(s.id));
  const open = unique.filter((s) => s.type === 'DEFAULT' && !scope.plan?.has(s.id) && !scope.talking?.has(s.id) && s.id !== week.mainEventId).map((s) => s.id);
  const squashes = squashSlots(open, unique.length, rng);
  return squashes.length === 0 ? scope : { ...scope, squashes: new Set(squashes) };
}
