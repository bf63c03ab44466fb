import { diffDays } from '../dates';
import type { IsoDate } from '../entities/base';
import {
  ENDED_RIVALRIES_KEPT,
  isActiveRivalry,
  nextRivalryId,
  normaliseSides,
  readRivalries,
  RECENT_MATCHUPS_KEPT,
  RIVALRY_BEATS_KEPT,
  sidesKey,
  type RecentMatchup,
  type Rivalry,
  type RivalryBeat,
  type RivalryOrigin,
} from '../entities/rivalry';
import { addHeat, heatAt, START_HEAT } from '../rules/living/rivalry-heat';

/**
 * Issue 17 (living rules): what a completion decided about rivalries, applied by the commit to the
 * Game record it re-reads inside its transaction (as brand credits are), so a rivalry the player
 * started or ended meanwhile is kept. The steps use the same function on their own copy, so what
 * the segments' notes say and what the record gets agree whenever nothing changed in between.
 */

/** A segment between the sides of an active rivalry. */
export interface RivalryBeatEffect {
  rivalryId: number;
  date: IsoDate;
  kind: RivalryBeat['kind'];
  /** The gain before the room-left scaling (segmentHeatGain): applied to the heat as it is then. */
  gain: number;
  /** The payoff match (on a payoff show), and whether it ended the rivalry. */
  payoff: boolean;
  ends: boolean;
  productionId: number | null;
  segmentId: number | null;
}

/** A rivalry the world made at completion (a title change, repeated matches, a betrayal). */
export interface RivalryStart {
  sides: [number[], number[]];
  origin: RivalryOrigin;
  date: IsoDate;
  productionId: number | null;
}

export interface RivalryEffects {
  beats: RivalryBeatEffect[];
  started: RivalryStart[];
  /** The card's decided matches between two sides, remembered for repeated-match rivalries. */
  matchups: RecentMatchup[];
}

export const noRivalryEffects = (): RivalryEffects => ({ beats: [], started: [], matchups: [] });
export const hasRivalryEffects = (effects: RivalryEffects | undefined): effects is RivalryEffects =>
  !!effects && effects.beats.length + effects.started.length + effects.matchups.length > 0;

/** Matchups older than this are forgotten; the same two sides meeting again within it make a rivalry. */
export const MATCHUP_MEMORY_DAYS = 28;
/** Sides whose rivalry ended this recently do not start another (a payoff settles it for a while). */
export const REMATCH_COOLDOWN_DAYS = 28;
/** The world starts no rivalry past this many active ones (the player still may). */
export const MAX_ACTIVE_RIVALRIES = 24;

export type RivalryStartRefusal = 'empty' | 'same wrestler' | 'already active' | 'recently ended' | 'busy';

/**
 * Whether the world may start a rivalry between these sides on `date`: two non-empty, distinct
 * sides; no active rivalry between them, none that ended in the last REMATCH_COOLDOWN_DAYS; and at
 * most one active rivalry per wrestler. null when it may, else why not.
 */
export function rivalryStartRefusal(rivalries: readonly Rivalry[], a: readonly number[], b: readonly number[], date: IsoDate): RivalryStartRefusal | null {
  if (a.length === 0 || b.length === 0) return 'empty';
  if (a.some((id) => b.includes(id))) return 'same wrestler';
  const key = sidesKey(a, b);
  const same = rivalries.filter((r) => sidesKey(r.sides[0], r.sides[1]) === key);
  if (same.some(isActiveRivalry)) return 'already active';
  if (same.some((r) => r.endedOn !== null && diffDays(r.endedOn, date) < REMATCH_COOLDOWN_DAYS)) return 'recently ended';
  const busy = new Set(rivalries.filter(isActiveRivalry).flatMap((r) => r.sides.flat()));
  if ([...a, ...b].some((id) => busy.has(id))) return 'busy';
  return null;
}

/** The rivalries with one beat applied (a rivalry ended or gone meanwhile takes none). */
export function applyRivalryBeat(rivalries: readonly Rivalry[], beat: RivalryBeatEffect): Rivalry[] {
  return rivalries.map((r) => {
    if (r.id !== beat.rivalryId || !isActiveRivalry(r)) return r;
    const before = heatAt(r, beat.date);
    const heat = addHeat(before, beat.gain);
    const entry: RivalryBeat = {
      date: beat.date,
      kind: beat.payoff ? 'payoff' : beat.kind,
      heat,
      gain: Math.round((heat - before) * 10) / 10,
      productionId: beat.productionId,
      segmentId: beat.segmentId,
    };
    const ended = beat.ends ? { endedOn: beat.date, endReason: 'payoff' as const } : {};
    return { ...r, heat, heatOn: beat.date, beats: [...r.beats, entry].slice(-RIVALRY_BEATS_KEPT), segments: r.segments + 1, ...ended };
  });
}

/** A new active rivalry (its first beat the start), with the next free id. */
export function startedRivalry(rivalries: readonly Rivalry[], start: RivalryStart): Rivalry {
  const heat = START_HEAT[start.origin];
  return {
    id: nextRivalryId(rivalries),
    sides: normaliseSides(start.sides[0], start.sides[1]),
    origin: start.origin,
    startedOn: start.date,
    endedOn: null,
    endReason: '',
    heat,
    heatOn: start.date,
    beats: [{ date: start.date, kind: 'start', heat, gain: 0, productionId: start.productionId, segmentId: null }],
    segments: 0,
    payoffShowId: null,
  };
}

/**
 * Active rivalries all kept; ended ones only the newest ENDED_RIVALRIES_KEPT (by id, so the highest
 * id is always kept and nextRivalryId never hands out an id a segment's note still names).
 */
export function trimEnded(rivalries: readonly Rivalry[]): Rivalry[] {
  const ended = rivalries.filter((r) => !isActiveRivalry(r)).map((r) => r.id).sort((x, y) => y - x);
  const kept = new Set(ended.slice(0, ENDED_RIVALRIES_KEPT));
  return rivalries.filter((r) => isActiveRivalry(r) || kept.has(r.id));
}

/** Matchups within MATCHUP_MEMORY_DAYS of `date`, the newest RECENT_MATCHUPS_KEPT. */
export const keepRecentMatchups = (matchups: readonly RecentMatchup[], date: IsoDate): RecentMatchup[] =>
  matchups.filter((m) => diffDays(m.date, date) < MATCHUP_MEMORY_DAYS).slice(-RECENT_MATCHUPS_KEPT);

/** What the Game record reads before and after (its other fields are not touched). */
export interface RivalryRecord {
  rivalries: Rivalry[];
  recentMatchups: RecentMatchup[];
}

const readMatchups = (value: unknown): RecentMatchup[] =>
  Array.isArray(value)
    ? value.filter((m): m is RecentMatchup => typeof m === 'object' && m !== null && typeof m.key === 'string' && typeof m.date === 'string')
    : [];

/**
 * The Game record's rivalries and matchups with a completion's effects applied (pure): beats in
 * order (a rivalry ended or gone meanwhile takes none), then the world's new rivalries (each only
 * if rivalryStartRefusal allows it now, and while fewer than MAX_ACTIVE_RIVALRIES are active),
 * then the lists cut to their bounds.
 */
export function applyRivalryEffects(game: { rivalries?: unknown; recentMatchups?: unknown }, effects: RivalryEffects, date: IsoDate): RivalryRecord {
  let rivalries = readRivalries(game.rivalries);
  for (const beat of effects.beats) rivalries = applyRivalryBeat(rivalries, beat);
  for (const start of effects.started) {
    if (rivalries.filter(isActiveRivalry).length >= MAX_ACTIVE_RIVALRIES) break;
    if (rivalryStartRefusal(rivalries, start.sides[0], start.sides[1], start.date) !== null) continue;
    rivalries = [...rivalries, startedRivalry(rivalries, start)];
  }
  const recentMatchups = keepRecentMatchups([...readMatchups(game.recentMatchups), ...effects.matchups], date);
  return { rivalries: trimEnded(rivalries), recentMatchups };
}
