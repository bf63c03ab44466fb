import type { Rumble } from '../entities/rumble';
import type { TitleChange } from './championship';
import type { Rng } from './rng';
import { weightedPick } from './weighted-pick';

// SPEC §4 "Rumble": each step is a pure function of the record. Where the spec says a step does
// not apply, the function returns the very same object, so callers can tell a no-op by identity.

/** Seconds an elimination adds to the rumble (SPEC §9). */
export const ELIMINATION_SECONDS = 60;

/** Entered and not yet eliminated, in entry order. */
export const remainingEntrants = (rumble: Pick<Rumble, 'enteredIds' | 'eliminationIds'>): number[] =>
  rumble.enteredIds.filter((id) => !rumble.eliminationIds.includes(id));

/** The first entry that has neither entered nor been eliminated. */
export const nextEntrant = (rumble: Pick<Rumble, 'entryIds' | 'enteredIds' | 'eliminationIds'>): number | undefined =>
  rumble.entryIds.find((id) => !rumble.enteredIds.includes(id) && !rumble.eliminationIds.includes(id));

export const canEnterNext = (rumble: Rumble): boolean =>
  rumble.active && !rumble.complete && nextEntrant(rumble) !== undefined;

export const canEliminate = (rumble: Rumble): boolean =>
  rumble.active && !rumble.complete && remainingEntrants(rumble).length > 1;

/** Start sets active, only if not already active (a complete rumble stays as it is). */
export const startRumble = <R extends Rumble>(rumble: R): R =>
  rumble.active || rumble.complete ? rumble : { ...rumble, active: true };

export function enterNext<R extends Rumble>(rumble: R): R {
  const next = nextEntrant(rumble);
  if (!canEnterNext(rumble) || next === undefined) return rumble;
  return { ...rumble, enteredIds: [...rumble.enteredIds, next] };
}

/**
 * One elimination tick: a remaining entrant picked with equal weights goes out, and every other
 * remaining entrant is credited with the elimination.
 */
export function eliminateOne<R extends Rumble>(rumble: R, rng: Rng): R {
  if (!canEliminate(rumble)) return rumble;
  const remaining = remainingEntrants(rumble);
  const out = weightedPick(remaining, remaining.map(() => 1), rng);
  return {
    ...rumble,
    eliminationIds: [...rumble.eliminationIds, out],
    eliminatedByIds: [...rumble.eliminatedByIds, remaining.filter((id) => id !== out)],
    duration: rumble.duration + ELIMINATION_SECONDS,
  };
}

/** Finish: complete, no longer active, and the first remaining entrant (if any) wins. */
export function finishRumble<R extends Rumble>(rumble: R): R {
  if (rumble.complete) return rumble;
  return { ...rumble, complete: true, active: false, winnerId: remainingEntrants(rumble)[0] ?? null };
}

/** SPEC §4: a finished rumble for a championship with a winner makes the winner its holder. */
export function rumbleTitleChange(rumble: Rumble): TitleChange | null {
  if (!rumble.complete || rumble.winnerId === null || rumble.championshipId === null) return null;
  return { championshipId: rumble.championshipId, holders: [rumble.winnerId], date: rumble.date, segmentId: null };
}
