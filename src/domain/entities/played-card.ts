import type { Appearance } from './appearance';
import type { Stored } from './base';
import type { Segment } from './segment';
import { segmentRivalryNote } from './rivalry';
import { HISTORY_INDEX } from './game';

/** How a segment ended for one person on it; NONE for a promo or an undecided segment. */
export type PlayedResult = 'WIN' | 'LOSS' | 'DRAW' | 'NONE';

/** One appearance of a played segment: who, in which team, and how it ended for them. */
export interface PlayedPerson {
  wrestlerId: number;
  groupId: number;
  manager: boolean;
  result: PlayedResult;
  /** Issue 35 (living rules): momentum and popularity as they walked out (segment.meta.momentum); absent without a note. */
  momentum?: number;
  popularity?: number;
}

/**
 * Issue 36: a completed segment keeps its momentum note (`meta.momentum`, issue 35) as one line of
 * text, "id momentum popularity" per competitor separated by ";" (a tenth of the object's size in a
 * save). Numbers are written as JavaScript prints them, so they read back exactly; a note that would
 * not (a key that is not a whole id, a value that is not a finite number) is kept as it is.
 */
export function packMomentumNote(note: unknown): unknown {
  if (typeof note !== 'object' || note === null || Array.isArray(note)) return note;
  const entries = Object.entries(note as Record<string, unknown>);
  const packable = (value: unknown): value is { momentum: number; popularity: number } => {
    const v = value as { momentum?: unknown; popularity?: unknown } | null;
    return !!v && Object.keys(v).length === 2 && [v.momentum, v.popularity].every((n) => typeof n === 'number' && Number.isFinite(n) && !Object.is(n, -0));
  };
  if (!entries.every(([id, value]) => /^(0|[1-9][0-9]*)$/.test(id) && packable(value))) return note;
  return entries.map(([id, value]) => `${id} ${(value as { momentum: number }).momentum} ${(value as { popularity: number }).popularity}`).join(';');
}

/** A segment's momentum note as an object keyed by wrestler id, whichever form it is kept in (null for none). */
export function momentumNoteOf(meta: unknown): Record<string, unknown> | null {
  const note = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>).momentum : undefined;
  if (typeof note === 'string') {
    const out: Record<string, unknown> = {};
    for (const entry of note === '' ? [] : note.split(';')) {
      const [id, momentum, popularity, ...rest] = entry.split(' ');
      if (rest.length > 0 || !id || !momentum || !popularity) return null;
      // A number that does not read (an edited save) is left out, as the object form's readers leave it.
      const value = { momentum: Number(momentum), popularity: Number(popularity) };
      if (Number.isFinite(value.momentum) && Number.isFinite(value.popularity)) out[id] = value;
    }
    return out;
  }
  return typeof note === 'object' && note !== null && !Array.isArray(note) ? (note as Record<string, unknown>) : null;
}

/** The segment as it is stored (issue 36): its momentum note packed, other meta keys as they are. */
export function withPackedMomentum<S extends Pick<Segment, 'meta'>>(segment: S): S {
  const note = typeof segment.meta === 'object' && segment.meta !== null ? segment.meta.momentum : undefined;
  if (typeof note !== 'object' || note === null) return segment;
  return { ...segment, meta: { ...segment.meta, momentum: packMomentumNote(note) } };
}

/** Issue 35: one wrestler's standing after a segment, from its momentum note (segment.meta.momentum), or null. */
export function standingAfter(meta: unknown, wrestlerId: number): { momentum: number; popularity: number } | null {
  const note = momentumNoteOf(meta);
  const own = note ? note[wrestlerId] : undefined;
  const v = own as { momentum?: unknown; popularity?: unknown } | undefined;
  return v && typeof v.momentum === 'number' && typeof v.popularity === 'number' ? { momentum: v.momentum, popularity: v.popularity } : null;
}

/**
 * Issue 19: one segment of a completed production as its completion left it. The completion keeps
 * these on the production (`Production.played`), so the history screens (ratings, careers,
 * rivalries) read no segment: a played segment carries its replay and rating breakdown, 8–16 KB
 * each, and ten seasons hold ~15,000 of them.
 */
export interface PlayedSegment {
  segmentId: number;
  /** The segment kind's `type`. */
  type: string;
  rating: number;
  /** Seconds. */
  duration: number;
  complete: boolean;
  championshipIds: number[];
  /** Its appearances in the segment's order (those that exist). */
  cast: PlayedPerson[];
  /** The heat the living rules noted for a rivalry (segment.meta.rivalry); null without a note. */
  rivalry: { rivalryId: number; heatBefore: number; heatAfter: number } | null;
}

export const resultOf = (a: Pick<Appearance, 'winner' | 'loser' | 'draw'>): PlayedResult =>
  a.winner ? 'WIN' : a.loser ? 'LOSS' : a.draw ? 'DRAW' : 'NONE';

/** The card as played: the segments in running order, each with its cast (the one rule, for the completion and for old saves). */
export function playedCard(segments: readonly Stored<Segment>[], appearances: readonly Stored<Appearance>[]): PlayedSegment[] {
  const byId = new Map(appearances.map((a) => [a.id, a]));
  return segments.map((segment) => {
    const note = segmentRivalryNote(segment.meta);
    return {
      segmentId: segment.id,
      type: segment.type,
      rating: segment.rating,
      duration: segment.duration,
      complete: segment.complete,
      championshipIds: [...segment.championshipIds],
      cast: segment.appearanceIds.flatMap((id) => {
        const a = byId.get(id);
        if (!a) return [];
        const standing = standingAfter(segment.meta, a.wrestlerId);
        return [{ wrestlerId: a.wrestlerId, groupId: a.groupId, manager: a.manager, result: resultOf(a), ...(standing ?? {}) }];
      }),
      rivalry: note ? { rivalryId: note.rivalryId, heatBefore: note.heatBefore, heatAfter: note.heatAfter } : null,
    };
  });
}

const RESULTS: readonly PlayedResult[] = ['WIN', 'LOSS', 'DRAW', 'NONE'];
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readPerson(value: unknown): PlayedPerson | null {
  const p = value as Partial<PlayedPerson> | null;
  if (typeof p !== 'object' || p === null || !isId(p.wrestlerId) || !isNumber(p.groupId)) return null;
  const standing = isNumber(p.momentum) && isNumber(p.popularity) ? { momentum: p.momentum, popularity: p.popularity } : {};
  return { wrestlerId: p.wrestlerId, groupId: p.groupId, manager: p.manager === true, result: RESULTS.includes(p.result as PlayedResult) ? p.result! : 'NONE', ...standing };
}

function readSegment(value: unknown): PlayedSegment | null {
  const s = value as Partial<PlayedSegment> | null;
  if (typeof s !== 'object' || s === null || !isId(s.segmentId) || !Array.isArray(s.cast)) return null;
  const cast = s.cast.map(readPerson);
  if (cast.some((p) => p === null)) return null;
  const note = s.rivalry;
  return {
    segmentId: s.segmentId,
    type: typeof s.type === 'string' ? s.type : 'DEFAULT',
    rating: isNumber(s.rating) ? s.rating : 0,
    duration: isNumber(s.duration) ? s.duration : 0,
    complete: s.complete === true,
    championshipIds: Array.isArray(s.championshipIds) ? s.championshipIds.filter(isId) : [],
    cast: cast as PlayedPerson[],
    rivalry: note && isId(note.rivalryId) && isNumber(note.heatBefore) && isNumber(note.heatAfter)
      ? { rivalryId: note.rivalryId, heatBefore: note.heatBefore, heatAfter: note.heatAfter }
      : null,
  };
}

/**
 * A played card as a save file holds it, made safe to read: null unless it is a list of segments
 * each with an id and a readable cast (then the production is read as one completed before cards
 * were kept: from its segments, or by the history upgrade).
 */
export function readPlayedCard(value: unknown): PlayedSegment[] | null {
  if (!Array.isArray(value)) return null;
  const segments = value.map(readSegment);
  if (segments.some((s) => s === null)) return null;
  // A card already in shape is kept as it is (an import then reports nothing repaired).
  return sameShape(segments, value) ? (value as PlayedSegment[]) : (segments as PlayedSegment[]);
}

function sameShape(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Issue 19: the `Game.historyIndex` that productions written whole (a save import keeps the local
 * Game record) call for: indexed when every completed one carries a readable played card.
 */
export function historyIndexOfRows(productions: readonly object[]): number {
  const carried = productions.every((row) => {
    const p = row as { complete?: unknown; played?: unknown };
    return p.complete !== true || readPlayedCard(p.played) !== null;
  });
  return carried ? HISTORY_INDEX : 0;
}
