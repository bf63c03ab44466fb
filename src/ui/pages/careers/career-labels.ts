import type { CareerResult, Named } from '../../../application/careers';

/** Wins-losses-draws, as a booking sim's record reads: `12-3-1`. */
export const recordText = (r: { wins: number; losses: number; draws: number }): string => `${r.wins}-${r.losses}-${r.draws}`;

export const RESULT_LABELS: Record<CareerResult, string> = { WIN: 'Win', LOSS: 'Loss', DRAW: 'Draw', NONE: 'No result' };

export const names = (people: readonly Named[]): string => people.map((p) => p.name).join(', ');

/** "Win streak of 3", or nothing to say. */
export const streakText = (streak: number): string =>
  streak > 0 ? `${streak} ${streak === 1 ? 'win' : 'wins'} in a row` : 'No current win streak';

/** Sentence case for stored enum values: `CRUISER` → `Cruiser`. */
export const labelOf = (value: string): string => value.charAt(0) + value.slice(1).toLowerCase();

/** A wrestler's page is their career screen: one address for both (components/WrestlerLink). */
export { wrestlerPath as careerPath } from '../../components/WrestlerLink';
