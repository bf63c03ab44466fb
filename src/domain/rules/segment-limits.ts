import { LONG_TEXT_MAX_CHARS, MAX_SECONDS } from '../fields/limits';
import { formatNumber as plain } from '../format';

// Issue 34: what the segment form may store, in the player's words. The same bounds as the field
// rules a save import applies (`fields/table-rules.ts`: seconds up to a week, notes up to 5,000
// characters, ratings within ±1,000,000), so a value the form accepts is one the backup restores.

/** The largest rating a player may type (the stored rule's bound; a simulation sets it in stars). */
export const MAX_TYPED_RATING = 1_000_000;


/** Why a segment's duration (seconds) cannot be stored, or null. */
export function durationProblem(seconds: number): string | null {
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_SECONDS
    ? null
    : `A segment lasts from 0 to ${plain(MAX_SECONDS)} seconds (a week).`;
}

/** Why a segment's rating cannot be stored, or null. */
export function ratingProblem(rating: number): string | null {
  return Number.isFinite(rating) && rating >= 0 && rating <= MAX_TYPED_RATING ? null : `A rating is from 0 to ${plain(MAX_TYPED_RATING)}.`;
}

/** Why a segment's notes cannot be stored, or null. */
export function notesProblem(notes: string): string | null {
  return notes.length <= LONG_TEXT_MAX_CHARS ? null : `Notes hold at most ${plain(LONG_TEXT_MAX_CHARS)} characters (these have ${plain(notes.length)}).`;
}
