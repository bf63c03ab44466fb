import type { Appearance } from '../entities/appearance';
import type { CappedStat, Wrestler } from '../entities/wrestler';
import { ErrorMessages } from '../errors';
import type { Rng } from './rng';
import { readStat } from './stats';
import { weightedPick } from './weighted-pick';

/** SPEC §4: max(points,1) + 0.5 morale + 0.3 stamina + 0.2 (popularity + charisma), stats capped. */
export function winWeight(wrestler: Wrestler): number {
  const stat = (key: CappedStat) => readStat(wrestler, key);
  return (
    Math.max(stat('points'), 1) +
    0.5 * stat('morale') +
    0.3 * stat('stamina') +
    0.2 * (stat('popularity') + stat('charisma'))
  );
}

/** A random multiple of 60 seconds from 60 to 1200 (SPEC §4). */
export const simulateDuration = (rng: Rng): number => 60 * (1 + Math.floor(rng() * 20));

/**
 * Winner assignment (SPEC §4): the chosen wrestler's whole group wins, every other appearance loses.
 * Throws the catalogue message when nobody in the list is that wrestler.
 */
export function assignWinner<A extends Appearance>(appearances: readonly A[], wrestlerId: number): A[] {
  const chosen = appearances.find((appearance) => appearance.wrestlerId === wrestlerId);
  if (!chosen) throw new Error(ErrorMessages.noMatchingWrestler);
  return appearances.map((appearance) => {
    const winner = appearance.groupId === chosen.groupId;
    return { ...appearance, winner, loser: !winner, draw: false };
  });
}

export const hasWinner = (appearances: readonly Appearance[]): boolean => appearances.some((a) => a.winner);

export interface SegmentToSimulate<A extends Appearance> {
  /** The segment kind's flag: only competitions are simulated. */
  competition: boolean;
  appearances: readonly A[];
  /** The appearing wrestlers, looked up by id. */
  wrestlers: ReadonlyMap<number, Wrestler> | readonly Wrestler[];
}

export interface SimulationOutcome<A extends Appearance> {
  appearances: A[];
  /** The wrestler drawn to win, or null when the segment was left as it was. */
  winnerId: number | null;
}

const lookup = (wrestlers: SegmentToSimulate<Appearance>['wrestlers']): ReadonlyMap<number, Wrestler> =>
  wrestlers instanceof Map
    ? wrestlers
    : new Map((wrestlers as readonly Wrestler[]).filter((w) => w.id !== undefined).map((w) => [w.id!, w]));

/**
 * One segment's simulation (SPEC §4). Non-competitions, empty segments, segments that already have
 * a winner (unless `skipDecided` is false) and single-group segments are returned unchanged.
 * Managers are not competitors: they are never drawn and do not make a group of their own.
 */
export function simulateSegment<A extends Appearance>(
  segment: SegmentToSimulate<A>,
  rng: Rng,
  { skipDecided = true }: { skipDecided?: boolean } = {},
): SimulationOutcome<A> {
  const unchanged = { appearances: [...segment.appearances], winnerId: null };
  if (!segment.competition || segment.appearances.length === 0) return unchanged;
  if (skipDecided && hasWinner(segment.appearances)) return unchanged;

  const byId = lookup(segment.wrestlers);
  const competitors = segment.appearances.filter((a) => !a.manager && byId.has(a.wrestlerId));
  if (new Set(competitors.map((a) => a.groupId)).size < 2) return unchanged;

  const weights = competitors.map((a) => winWeight(byId.get(a.wrestlerId)!));
  const picked = weightedPick(competitors, weights, rng);
  return { appearances: assignWinner(segment.appearances, picked.wrestlerId), winnerId: picked.wrestlerId };
}
