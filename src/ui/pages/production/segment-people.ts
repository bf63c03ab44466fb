import type { SegmentDetails } from '../../../application/segments';

type Appearances = SegmentDetails['appearances'];

export const nameOf = (appearance: Appearances[number]): string =>
  appearance.wrestler?.name || appearance.name || `Wrestler #${appearance.wrestlerId}`;

export interface Team {
  groupId: number;
  members: Appearances;
}

/** Appearances by team (group id), teams in ascending order. */
export function teamsOf(appearances: Appearances): Team[] {
  const groups = new Map<number, Appearances>();
  for (const appearance of appearances) groups.set(appearance.groupId, [...(groups.get(appearance.groupId) ?? []), appearance]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([groupId, members]) => ({ groupId, members }));
}

/** "Rex Calloway & Ace Morrow", "Draw", or null when no result is recorded. */
export function resultText(appearances: Appearances): string | null {
  if (appearances.some((a) => a.draw)) return 'Draw';
  const winners = appearances.filter((a) => a.winner && !a.manager);
  return winners.length > 0 ? winners.map(nameOf).join(' & ') : null;
}
