import type { Stored } from '../../domain/entities/base';
import { isLiving } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Segment } from '../../domain/entities/segment';
import { fitToBook } from '../../domain/rules/living/fitness';
import { WarningMessages } from '../../domain/errors';
import type { Rng } from '../../domain/rules/rng';
import type { Repositories } from '../ports/unit-of-work.port';
import { SegmentLogMessages } from './messages';
import { drawSegment, hypePromoDraw, isDrawn, isDrawnIn, isOpenTalking, writeCard, writeDraw, type Draw, type DrawScope } from './random-draw';
import { freshRng, type UseCaseDeps } from '../deps';
import { readGame } from '../game';
import { productionHolding } from '../history/production-holding';
import { readRecentReigns, titleWeekOf, type RecentReigns } from './living-title-scope';
import { openWith, withPlan, withSquashes, withTalking } from './card-plan';
import { airtimeOf, unfilled, withLength } from './card-airtime';
import { CARD_SIZE } from '../../domain/rules/living/segment-length';
import { starRepair, starSwap, type PositionedMatch } from '../../domain/rules/living/card-position';
import { SQUASH } from '../../domain/rules/living/squash';
import { readStat } from '../../domain/rules/stats';
import { isTalkingType } from '../../domain/rules/living/presentation-rating';
import { isPayoffShowType } from '../../domain/rules/living/rivalry-heat';
import { isRecentMainEvent, promotionMemory } from '../../domain/rules/living/main-event-memory';
import { mainEventMemoryOf } from './random-draw';

export interface RandomiseSegmentInput {
  segmentId?: number | null;
  /** The production holding the segment; looked up by its running order when not given. */
  productionId?: number;
  /** Randomness to use (one stream for a whole production); a fresh seed when not given. */
  rng?: Rng;
}

type Deps = Pick<UseCaseDeps, 'unitOfWork' | 'random' | 'logger'>;

/** The production's show and the titles that may be attached: the rest of a draw's scope. */
async function scopeOf(
  tx: Repositories,
  base: Pick<DrawScope, 'game' | 'wrestlers' | 'production'>,
  segmentId?: number,
  recentReigns?: Promise<RecentReigns>,
): Promise<DrawScope> {
  const { production, game } = base;
  // Issue 15: a living game's booker never draws the injured or those whose contract has run out.
  const date = production?.date || game.date;
  // Issue 15 item 7: titles on purpose, a champion resting between defences (living-title-scope.ts).
  // Read beside the show and the titles (issue 19: one round fewer on every Randomise).
  // The titles come with the living booker's first read of the reigns, when there is one: read once, not twice.
  const recent = recentReigns ?? (isLiving(game) ? readRecentReigns(tx) : undefined);
  const [show, championships, titleWeek, shows, brands] = await Promise.all([
    production?.showId ? tx.Show.get(production.showId) : undefined,
    recent ? recent.then((read) => read.titles) : tx.Championship.all(),
    isLiving(game) ? titleWeekOf(tx, production, base.wrestlers, date, segmentId, recent) : undefined,
    isLiving(game) ? tx.Show.all() : undefined,
    isLiving(game) ? tx.Brand.all() : undefined,
  ]);
  if (!titleWeek) return { ...base, show, championships };
  const wrestlers = base.wrestlers.filter((w) => fitToBook(w, date));
  // Issue 36: what the show and its promotion's other weekly shows headlined lately (main-event-memory.ts).
  const companyOf = new Map((brands ?? []).map((b) => [b.id, b.companyId]));
  const mainEventMemory = promotionMemory(show, shows ?? [], (id) => companyOf.get(id) ?? null, true);
  const starMemory = promotionMemory(show, shows ?? [], (id) => companyOf.get(id) ?? null);
  return { ...base, wrestlers, show, championships, titleWeek, mainEventMemory, starMemory };
}

/** Wrestler ids of each segment's appearances (segments and appearances that exist only). */
async function bookedBySegment(tx: Repositories, segmentIds: readonly number[]): Promise<Map<number, number[]>> {
  return bookedIn(tx, await tx.Segment.getMany(segmentIds));
}

/** The same, for segments already read. */
async function bookedIn(tx: Repositories, segments: readonly Stored<Segment>[]): Promise<Map<number, number[]>> {
  const appearances = new Map((await tx.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
  return new Map(segments.map((s) => [s.id, s.appearanceIds.flatMap((id) => appearances.get(id)?.wrestlerId ?? [])]));
}

/** SPEC §5 "excluded": wrestlers already booked elsewhere on the same card are not picked again. */
const elsewhere = (production: Production | undefined, booked: Map<number, number[]>, segmentId: number): number[] =>
  (production?.segmentIds ?? []).filter((id) => id !== segmentId).flatMap((id) => booked.get(id) ?? []);

/**
 * SPEC §4/§5 "Randomising a segment". Needs a segment id, the segment, the game and wrestlers;
 * otherwise it logs a warning and returns false. Competition kinds (and undecided DEFAULT
 * segments) get fresh random appearances from eligible wrestlers; a 50% coin attaches a title
 * the chosen wrestlers hold that fits their sides. Issue 35 item 2: on a living game an empty
 * talking segment gets speakers (random-draw.ts talkingDraw). Other kinds keep their appearances.
 * The segment becomes incomplete.
 */
export function createRandomiseSegment({ unitOfWork, random, logger }: Deps) {
  const refuse = (message: string): false => {
    logger.warn(message);
    return false;
  };

  return (input: RandomiseSegmentInput): Promise<boolean> =>
    unitOfWork.run(async (tx) => {
      const { segmentId } = input;
      if (segmentId === undefined || segmentId === null) return refuse(WarningMessages.segmentIdRequired);
      // Issue 19 (interaction-p95): reads that do not depend on each other go together, four
      // rounds instead of ten; nothing is written before the draw, so they read the same records.
      // The living booker's look at the titles starts with the first reads too (a read-only ask,
      // wasted only on a classic game or a segment that draws nobody).
      const recentReigns = readRecentReigns(tx);
      const [segment, game, wrestlers, given] = await Promise.all([
        tx.Segment.get(segmentId), readGame(tx), tx.Wrestler.all(), input.productionId === undefined ? undefined : tx.Production.get(input.productionId),
        recentReigns,
      ]);
      if (!segment) return refuse(WarningMessages.segmentNotFound);
      if (!game) return refuse(SegmentLogMessages.gameNotFound);
      if (wrestlers.length === 0) return refuse(SegmentLogMessages.wrestlersNotFound);
      // Issue 35 item 2: on a living game an empty talking segment is drawn too (its speakers).
      if (!isDrawn(segment) && !(isLiving(game) && isOpenTalking(segment))) {
        await tx.Segment.update(segment.id, { complete: false });
        return true;
      }
      const production = input.productionId === undefined ? await productionHolding(tx, segment) : given;
      // The card's segments are read once: the others' bookings come from them (issue 19).
      const cardRead = production ? tx.Segment.getMany(production.segmentIds) : Promise.resolve([segment]);
      const [scope, booked, card] = await Promise.all([
        scopeOf(tx, { game, wrestlers, production }, segment.id, recentReigns),
        (async () => bookedIn(tx, (await cardRead).filter((s) => s.id !== segment.id)))(),
        cardRead,
      ]);
      const excluded = elsewhere(production, booked, segment.id);
      const rng = input.rng ?? freshRng(random);
      // Issue 17: a living booker plans the card around this segment (its still empty ones too).
      const planned = withPlan(scope, openWith(segment, card), excluded, rng);
      const drawn = drawSegment(planned, segment, excluded, rng);
      // Issue 35: a match the roster cannot fill becomes a hype promo, as on the world's booker's cards.
      const draw = hypeOne(planned, segment, drawn, card, booked, rng);
      // Issue 35: a living booker books the drawn segment's length as its share of the show's slot.
      const lengths = airtimeOf(scope, card.some((s) => s.id === segment.id) ? card : [...card, segment], new Map([[segment.id, draw]]));
      await writeDraw(tx, segment, withLength(draw, lengths.get(segment.id)));
      return true;
    });
}

/**
 * Positions of the running order in the order they are drawn: running order, except that a living
 * card's booker books its main event first (issue 15 item 7), so the title and the top contenders
 * it needs are not used up on the undercard.
 */
export function drawingOrder(segmentIds: readonly number[], mainEventId: number | null): number[] {
  const order = segmentIds.map((_, index) => index);
  const main = mainEventId === null ? -1 : segmentIds.indexOf(mainEventId);
  return main < 0 ? order : [main, ...order.filter((index) => index !== main)];
}

/** A living scope that also counts the titles already drawn on this card as on the line this week. */
function onCard(scope: DrawScope, drawn: ReadonlyMap<number, Draw | null>): DrawScope {
  const week = scope.titleWeek;
  if (!week) return scope;
  const titles = [...drawn.values()].flatMap((draw) => draw?.changes.championshipIds ?? []);
  return titles.length === 0 ? scope : { ...scope, titleWeek: { ...week, busyTitleIds: [...week.busyTitleIds, ...titles] } };
}

/** At most this share of a card's segments talk when the booker turns unfilled matches into promos (a roster too short for its card talks more). */
export const HYPE_TALK_SHARE = CARD_SIZE.talkShare;

/** A filled segment of the card as the hype rule reads it: whether it talks, and who is in it. */
interface Filled {
  talking: boolean;
  wrestlerIds: readonly number[];
}

/**
 * Issue 35 (living rules): who may cut a hype promo on a card whose roster ran out, and whether one
 * more talking segment keeps the card within HYPE_TALK_SHARE; null when it would not. The pool is
 * the wrestlers of the card's matches (in card order) who are in no talking segment. One rule for
 * the world's booker (hypeUnfilled) and the page's Randomise (hypeOne).
 */
function hypePool(filled: readonly Filled[], byId: ReadonlyMap<number, Stored<Wrestler>>): Stored<Wrestler>[] | null {
  const talking = filled.filter((s) => s.talking).length;
  if ((talking + 1) / (filled.length + 1) > HYPE_TALK_SHARE) return null;
  const talkers = new Set(filled.filter((s) => s.talking).flatMap((s) => s.wrestlerIds));
  const wrestling = new Set(filled.filter((s) => !s.talking).flatMap((s) => s.wrestlerIds));
  return [...wrestling].filter((id) => !talkers.has(id)).flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page's Randomise and Randomise all, one segment at a time: the draw of a match nobody is left
 * to fill becomes a hype promo (hypePool) by wrestlers of the card's other filled segments. Any
 * other draw is returned as it is.
 */
function hypeOne(scope: DrawScope, segment: Stored<Segment>, draw: Draw, card: readonly Stored<Segment>[], booked: ReadonlyMap<number, number[]>, rng: Rng): Draw {
  if (!scope.titleWeek || !unfilled(segment, draw)) return draw;
  const others = card.filter((s) => s.id !== segment.id && (booked.get(s.id)?.length ?? 0) > 0);
  const pool = hypePool(others.map((s) => ({ talking: isTalkingType(s.type), wrestlerIds: booked.get(s.id) ?? [] })), new Map(scope.wrestlers.map((w) => [w.id, w])));
  if (!pool) return draw;
  const hype = hypePromoDraw(scope, segment, pool, rng);
  return hype.entries.length > 0 ? hype : draw;
}

/**
 * The world's booker, the whole card at once: each match nobody could fill (it would be cut,
 * trim-card.ts) becomes a hype promo (hypePool) while there is room and someone to talk; the rest
 * are cut as before. Changes `pending` in place; classic: nothing.
 */
function hypeUnfilled(scope: DrawScope, card: readonly Stored<Segment>[], pending: Map<number, Draw | null>, rng: Rng): void {
  if (!scope.titleWeek) return;
  const typeOf = (s: Stored<Segment>) => pending.get(s.id)?.changes.type ?? s.type;
  const short = card.filter((s) => unfilled(s, pending.get(s.id)));
  if (short.length === 0) return;
  const filled: Filled[] = card.filter((s) => !short.includes(s)).map((s) => ({ talking: isTalkingType(typeOf(s)), wrestlerIds: pending.get(s.id)?.entries.map((e) => e.wrestler.id) ?? [] }));
  const byId = new Map(card.flatMap((s) => pending.get(s.id)?.entries.map((e) => [e.wrestler.id, e.wrestler] as const) ?? []));
  for (const segment of short) {
    const pool = hypePool(filled, byId);
    if (!pool) break;
    const draw = hypePromoDraw(scope, segment, pool, rng);
    if (draw.entries.length === 0) break;
    pending.set(segment.id, draw);
    filled.push({ talking: true, wrestlerIds: draw.entries.map((e) => e.wrestler.id) });
  }
}

/**
 * Issue 36 item 4 (living rules): when the card's most popular competitor was drawn into another
 * match than the main event, the two draws trade places (card-position.ts starSwap; an event keeps
 * a title or rivalry headline). Both segments were undecided, so each draw fits the other's slot.
 * Changes `pending` in place; classic: nothing.
 */
function starOnTop(scope: DrawScope, card: readonly Stored<Segment>[], pending: Map<number, Draw | null>): void {
  const mainId = scope.titleWeek?.mainEventId ?? null;
  if (mainId === null) return;
  const popularity = new Map<number, number>();
  const matches = card.flatMap((segment) => {
    const draw = pending.get(segment.id);
    if (!draw || draw.entries.length === 0 || isTalkingType(draw.changes.type ?? segment.type)) return [];
    if (new Set(draw.entries.map((e) => e.groupId)).size < 2) return [];
    for (const entry of draw.entries) popularity.set(entry.wrestler.id, readStat(entry.wrestler, 'popularity'));
    // A squash slot whose pair was found holds a squash (booked at a squash's length); one that found no pair drew an ordinary match.
    const squash = scope.squashes?.has(segment.id) === true && (draw.changes.duration ?? Infinity) <= Math.max(...SQUASH.lengths);
    const movable = segment.type === 'DEFAULT' && !squash;
    const headline = (draw.changes.championshipIds ?? []).length > 0 || scope.plan?.get(segment.id)?.rivalryId != null;
    return [{ id: segment.id, wrestlerIds: draw.entries.filter((e) => !e.manager).map((e) => e.wrestler.id), movable, headline }];
  });
  const recent = (ids: readonly number[]) => isRecentMainEvent(scope.starMemory ?? mainEventMemoryOf(scope), ids);
  const swap = starSwap(mainId, matches, (id) => popularity.get(id) ?? 0, { event: isPayoffShowType(scope.show?.type), recent });
  if (swap === null) {
    repairForStar(scope, matches, pending, popularity, recent);
    return;
  }
  const [main, other] = [pending.get(mainId)!, pending.get(swap)!];
  pending.set(mainId, other);
  pending.set(swap, main);
}

/**
 * Issue 36: the star's pairing headlined lately, so their match stays down; two plain singles
 * matches trade opponents instead, and the star closes the show against someone new
 * (card-position.ts starRepair). Only draws of two competitors and no manager are re-paired.
 */
function repairForStar(
  scope: DrawScope,
  matches: readonly PositionedMatch[],
  pending: Map<number, Draw | null>,
  popularity: ReadonlyMap<number, number>,
  recent: (ids: readonly number[]) => boolean,
): void {
  const mainId = scope.titleWeek?.mainEventId ?? null;
  const plain = (id: number) => pending.get(id)?.entries.length === 2 && pending.get(id)!.entries.every((e) => !e.manager);
  const entries = new Map([...pending.values()].flatMap((draw) => draw?.entries.map((e) => [e.wrestler.id, e] as const) ?? []));
  const sameDivision = (a: number, b: number) => entries.get(a)?.wrestler.gender === entries.get(b)?.wrestler.gender;
  const repair = starRepair(mainId, matches.map((m) => (plain(m.id) ? m : { ...m, movable: false })), (id) => popularity.get(id) ?? 0, recent, sameDivision);
  if (mainId === null || !repair) return;
  const sides = (ids: readonly number[]) => ids.map((id, i) => ({ ...entries.get(id)!, groupId: i + 1 }));
  pending.set(mainId, { ...pending.get(mainId)!, entries: sides(repair.main) });
  pending.set(repair.otherId, { ...pending.get(repair.otherId)!, entries: sides(repair.other) });
}

export interface RandomiseProductionInput {
  production: Stored<Production>;
  /** One stream for the whole card, drawn segment after segment in running order. */
  rng: Rng;
}

/**
 * Randomises every segment of a production in running order, exactly as randomising them one by
 * one would (same draws, same records, same warnings), but in one unit of work that reads the
 * roster, titles, game and show once and writes the card in a few bulk requests: a simulated
 * season randomises thousands of segments (issue 8). Returns, per segment, whether it was done.
 * A living card draws its main event first (drawingOrder); randomising its segments one by one
 * draws them in running order instead, so the two may differ there.
 */
export function createRandomiseProduction({ unitOfWork, logger }: Deps) {
  const refuse = (message: string): false => {
    logger.warn(message);
    return false;
  };

  return ({ production: held, rng }: RandomiseProductionInput): Promise<boolean[]> =>
    unitOfWork.run(async (tx) => {
      const [game, wrestlers, production, found] = await Promise.all([
        readGame(tx), tx.Wrestler.all(), tx.Production.get(held.id), tx.Segment.getMany(held.segmentIds),
      ]);
      const segments = new Map(found.map((s) => [s.id, s]));
      const base = game && wrestlers.length > 0 ? await scopeOf(tx, { game, wrestlers, production }) : undefined;
      const booked = await bookedBySegment(tx, production?.segmentIds ?? []);
      // Issue 17: a living card is planned first (rivals, payoffs, contenders); segments that are
      // not drawn keep their people, who are booked already.
      const card = held.segmentIds.flatMap((id) => segments.get(id) ?? []);
      const kept = card.filter((s) => !isDrawnIn(base, s)).flatMap((s) => booked.get(s.id) ?? []);
      // Issue 35 item 2: then a share of its undecided segments talk (withTalking; classic: nothing).
      const planned = base && withPlan(base, card, kept, rng);
      const talking = planned && withTalking(planned, card, rng);
      // Issue 35: and perhaps one a squash that builds a pushed wrestler (withSquashes; classic: nothing).
      const scope = talking && withSquashes(talking, card, rng);
      const pending = new Map<number, Draw | null>();
      const flush = async (lengths?: ReadonlyMap<number, number>) => {
        for (const [id, segment] of await writeCard(tx, segments, pending, lengths)) segments.set(id, segment);
        pending.clear();
      };
      const results: boolean[] = [];
      for (const index of drawingOrder(held.segmentIds, scope?.titleWeek?.mainEventId ?? null)) {
        const segmentId = held.segmentIds[index];
        // A running order that lists a segment twice draws it again over the first draw, as one by one does.
        if (pending.has(segmentId)) await flush();
        const segment = segments.get(segmentId);
        if (!segment) results[index] = refuse(WarningMessages.segmentNotFound);
        else if (!game) results[index] = refuse(SegmentLogMessages.gameNotFound);
        else if (!scope) results[index] = refuse(SegmentLogMessages.wrestlersNotFound);
        else {
          const draw = isDrawnIn(scope, segment) ? drawSegment(onCard(scope, pending), segment, elsewhere(production, booked, segmentId), rng) : null;
          if (draw && booked.has(segmentId)) booked.set(segmentId, draw.entries.map((entry) => entry.wrestler.id));
          pending.set(segmentId, draw);
          results[index] = true;
        }
      }
      // Issue 36: the card's biggest star closes the show when its main event is an ordinary draw.
      if (scope) starOnTop(scope, held.segmentIds.flatMap((id) => segments.get(id) ?? []), pending);
      if (scope) hypeUnfilled(scope, held.segmentIds.flatMap((id) => segments.get(id) ?? []), pending, rng);
      // Issue 35: a living card's placeholder lengths fill the show's slot (card-airtime.ts), written with the draws.
      const lengths = airtimeOf(scope, held.segmentIds.flatMap((id) => segments.get(id) ?? []), pending);
      for (const [id, draw] of pending) if (draw && lengths.has(id)) pending.set(id, withLength(draw, lengths.get(id)));
      await flush(lengths);
      return results;
    });
}
