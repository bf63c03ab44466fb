import { segmentNote } from './segment';
import type { IsoDate } from './base';

/**
 * Issue 17: a rivalry between two sides, kept on the Game record (`game.rivalries`), never in a
 * table of its own (schema 11 keeps its 16 tables; docs/decisions-rivalries.md). What it stores is
 * the player's intention (started it, ended it, the show to pay it off on) and the world's events
 * (made by a title change, repeated matches or a betrayal); the heat is an aggregate written in the
 * same transaction as the segment that moved it, and each such segment also carries its own note
 * (`segment.meta.rivalry`, a SegmentRivalryNote), so the history is the segments themselves.
 */

/** Who or what started a rivalry. */
/**
 * Who or what started a rivalry: 'title' only when a title changed hands on a card (issue 35);
 * 'challenge' when the world's week set a champion against a contender; 'run-in' when one of them
 * ran in and cost the other a match (issue 35 item 2, rules/living/run-ins.ts).
 */
export type RivalryOrigin = 'player' | 'title' | 'repeated' | 'betrayal' | 'booker' | 'challenge' | 'run-in';

/** Why a rivalry ended ('' while it is active). */
export type RivalryEndReason = '' | 'payoff' | 'cold' | 'player' | 'gone';

/** One moment of a rivalry, for its chart and its story (newest last). */
export interface RivalryBeat {
  date: IsoDate;
  kind: 'start' | 'match' | 'promo' | 'brawl' | 'signing' | 'payoff' | 'end';
  /** Heat after this beat (0–100). */
  heat: number;
  /** Heat this beat added (0 for start and end). */
  gain: number;
  productionId: number | null;
  segmentId: number | null;
}

export interface Rivalry {
  /** Unique among the game's rivalries (1, 2, …; never reused). */
  id: number;
  /** The two sides: wrestler ids, one for a singles rivalry, two or more for a team; each ascending. */
  sides: [number[], number[]];
  origin: RivalryOrigin;
  startedOn: IsoDate;
  /** null while active. */
  endedOn: IsoDate | null;
  endReason: RivalryEndReason;
  /** Heat on `heatOn` (0–100); what it is on a later date is heatAt() (it fades week by week). */
  heat: number;
  heatOn: IsoDate;
  /** Newest last, at most RIVALRY_BEATS_KEPT. */
  beats: RivalryBeat[];
  /** Segments between the sides since it started. */
  segments: number;
  /** The show the player chose to pay it off on; null: the next PPV of the sides' brand. */
  payoffShowId: number | null;
}

/** A decided match between two sides on a date, remembered so repeated matches can make a rivalry. */
export interface RecentMatchup {
  /** sidesKey() of the two sides. */
  key: string;
  date: IsoDate;
}

/**
 * What a completed segment between rivals stored about it (`segment.meta.rivalry`): which rivalry,
 * the week of it this was (1 = its first segment), the heat before and after, and whether it was
 * the payoff (and ended it).
 */
export interface SegmentRivalryNote {
  rivalryId: number;
  /** Issue 35: the rivalry's week on the calendar, counted from its start (1 = the week it began). */
  week: number;
  /**
   * The segment's place among the rivalry's segments (1 = the sides' first meeting in it). An old
   * note (before issue 35) stored this as its `week`.
   */
  segment: number;
  heatBefore: number;
  heatAfter: number;
  /** What the heat added to the segment's rating sum (the "Why this rating" line's amount). */
  ratingBonus: number;
  payoff: boolean;
  ended: boolean;
  sides: [number[], number[]];
}

export const RIVALRY_BEATS_KEPT = 26;
/** Ended rivalries kept on the Game record (newest); older ones are dropped. */
export const ENDED_RIVALRIES_KEPT = 40;
export const RECENT_MATCHUPS_KEPT = 120;

const ascending = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** The two sides in a canonical order (each ascending, the side with the smaller first id first). */
export function normaliseSides(a: readonly number[], b: readonly number[]): [number[], number[]] {
  const [x, y] = [ascending(a), ascending(b)];
  return (x[0] ?? 0) <= (y[0] ?? 0) ? [x, y] : [y, x];
}

/** One key for a pair of sides, whichever order they come in: "3,9|12". */
export const sidesKey = (a: readonly number[], b: readonly number[]): string =>
  normaliseSides(a, b).map((side) => side.join(',')).join('|');

export const isActiveRivalry = (rivalry: Pick<Rivalry, 'endedOn'>): boolean => rivalry.endedOn === null;

/** Whether a wrestler is on either side. */
export const inRivalry = (rivalry: Pick<Rivalry, 'sides'>, wrestlerId: number): boolean =>
  rivalry.sides.some((side) => side.includes(wrestlerId));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((id) => Number.isSafeInteger(id) && (id as number) > 0);
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const clampHeat = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/**
 * The rivalries a Game record holds, as the game can use them: an old save has none, and a
 * malformed entry (a hand-edited or hostile import) is left out rather than trusted.
 */
export function readRivalries(value: unknown): Rivalry[] {
  if (!Array.isArray(value)) return [];
  // A frozen list (a batch's row) cannot change: read once, kept frozen, so the many readers of one
  // Game record in a week (each card's completion, the booker, the war) do not check it again.
  if (!Object.isFrozen(value)) return parseRivalries(value);
  let read = READ.get(value);
  if (!read) READ.set(value, (read = parseRivalries(value, frozenEntry)));
  return [...read];
}

const ORIGINS: readonly RivalryOrigin[] = ['player', 'title', 'repeated', 'betrayal', 'booker', 'challenge', 'run-in'];

/**
 * A stored origin as the game reads it. Issue 35: before, the world's week stored its champion
 * against a contender as 'title' with no production on its start; such a rivalry was never born
 * of a title change on a card, and reads as the challenge it was.
 */
function originOf(value: unknown, beats: readonly RivalryBeat[]): RivalryOrigin {
  const origin = ORIGINS.find((o) => o === value) ?? 'player';
  const start = beats.find((b) => b.kind === 'start');
  return origin === 'title' && start !== undefined && start.productionId == null ? 'challenge' : origin;
}

const READ = new WeakMap<readonly unknown[], Rivalry[]>();

/**
 * Each entry of a frozen list, read: a new list (the Game record changes with every completion)
 * mostly holds the entries of the last one, frozen all the way down as a batch's rows are, so
 * each is checked once, not once per list. A rivalry read back reads as itself.
 */
const ENTRIES = new WeakMap<object, Rivalry | null>();
function frozenEntry(entry: Record<string, unknown>): Rivalry | null {
  let read = ENTRIES.get(entry);
  if (read === undefined) {
    const [parsed] = parseRivalries([entry]);
    read = parsed ? frozenRivalry(parsed) : null;
    ENTRIES.set(entry, read);
    if (read) ENTRIES.set(read, read);
  }
  return read;
}

const frozenRivalry = (r: Rivalry): Rivalry =>
  Object.freeze({
    ...r,
    sides: Object.freeze(r.sides.map((side) => Object.freeze(side))) as unknown as Rivalry['sides'],
    beats: Object.freeze(r.beats.map((beat) => Object.freeze(beat))) as unknown as Rivalry['beats'],
  });

function parseRivalries(value: readonly unknown[], frozen?: (entry: Record<string, unknown>) => Rivalry | null): Rivalry[] {
  const seen = new Set<number>();
  const rivalries: Rivalry[] = [];
  for (const entry of value) {
    if (!isObject(entry) || !Number.isSafeInteger(entry.id) || seen.has(entry.id as number)) continue;
    if (frozen) {
      const read = frozen(entry);
      if (read) {
        seen.add(read.id);
        rivalries.push(read);
      }
      continue;
    }
    const sides = entry.sides;
    if (!Array.isArray(sides) || sides.length !== 2 || !isIds(sides[0]) || !isIds(sides[1])) continue;
    if (!isDate(entry.startedOn)) continue;
    seen.add(entry.id as number);
    const beats = Array.isArray(entry.beats) ? entry.beats.filter((b): b is RivalryBeat => isObject(b) && isDate(b.date)) : [];
    rivalries.push({
      id: entry.id as number,
      sides: normaliseSides(sides[0], sides[1]),
      origin: originOf(entry.origin, beats),
      startedOn: entry.startedOn,
      endedOn: isDate(entry.endedOn) ? entry.endedOn : null,
      endReason: (['payoff', 'cold', 'player', 'gone'] as const).find((r) => r === entry.endReason) ?? '',
      heat: clampHeat(entry.heat),
      heatOn: isDate(entry.heatOn) ? entry.heatOn : entry.startedOn,
      beats: beats.slice(-RIVALRY_BEATS_KEPT).map((b) => ({ ...b, heat: clampHeat(b.heat), gain: typeof b.gain === 'number' ? b.gain : 0 })),
      segments: Number.isSafeInteger(entry.segments) ? Math.max(0, entry.segments as number) : 0,
      payoffShowId: Number.isSafeInteger(entry.payoffShowId) ? (entry.payoffShowId as number) : null,
    });
  }
  return rivalries;
}

/** The note a completed segment carries about its rivalry, or null (none, or not the expected shape). */
export function segmentRivalryNote(meta: Record<string, unknown> | null | undefined): SegmentRivalryNote | null {
  // Issue 36: a completed segment keeps it as JSON text (segment.ts); an object reads as before.
  const note = segmentNote(meta, 'rivalry');
  if (!isObject(note) || !Number.isSafeInteger(note.rivalryId) || typeof note.heatAfter !== 'number') return null;
  const sides = Array.isArray(note.sides) && note.sides.length === 2 && isIds(note.sides[0]) && isIds(note.sides[1])
    ? normaliseSides(note.sides[0], note.sides[1])
    : ([[], []] as [number[], number[]]);
  return {
    rivalryId: note.rivalryId as number,
    week: Number.isSafeInteger(note.week) ? (note.week as number) : 1,
    segment: Number.isSafeInteger(note.segment) ? (note.segment as number) : Number.isSafeInteger(note.week) ? (note.week as number) : 1,
    heatBefore: clampHeat(note.heatBefore),
    heatAfter: clampHeat(note.heatAfter),
    ratingBonus: typeof note.ratingBonus === 'number' && Number.isFinite(note.ratingBonus) ? note.ratingBonus : 0,
    payoff: note.payoff === true,
    ended: note.ended === true,
    sides,
  };
}

/** The next free rivalry id. */
export const nextRivalryId = (rivalries: readonly Pick<Rivalry, 'id'>[]): number =>
  rivalries.reduce((max, r) => Math.max(max, r.id), 0) + 1;

/**
 * The active rivalry a segment's cast plays out, or null: in a match each side must stand in a
 * different group (team) of the match; in a promo, a signing or a brawl both sides just appear.
 * `groups` are the wrestler ids of each group, managers left out. The first rivalry found wins
 * (the list's order: the oldest).
 */
export function rivalryAmong<R extends Pick<Rivalry, 'sides' | 'endedOn'>>(
  rivalries: readonly R[],
  groups: readonly (readonly number[])[],
  competition: boolean,
): R | null {
  const groupOf = (id: number): number => groups.findIndex((group) => group.includes(id));
  for (const rivalry of rivalries) {
    if (!isActiveRivalry(rivalry)) continue;
    const [a, b] = rivalry.sides.map((side) => new Set(side.map(groupOf).filter((g) => g >= 0)));
    if (a.size === 0 || b.size === 0) continue;
    if (!competition) return rivalry;
    if ([...a].some((g) => [...b].some((h) => h !== g))) return rivalry;
  }
  return null;
}
