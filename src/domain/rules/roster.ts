import type { Wrestler } from '../entities/wrestler';

/** Staff (referees, commentators, owners…) do not wrestle: only these roles step into the ring. */
export const IN_RING_ROLES: readonly string[] = ['WRESTLER', 'DEFAULT'];

export const isInRing = (wrestler: Pick<Wrestler, 'role' | 'active'>): boolean =>
  wrestler.active && IN_RING_ROLES.includes(wrestler.role);

/**
 * Who may be drawn into a match, a rumble or a tournament: active, in-ring, not retired and under
 * contract. "Signed" is the status the contract check keeps (an expired contract turns it
 * UNSIGNED and empties the brands), so a free agent never competes for the promotion.
 */
export const canCompete = (wrestler: Pick<Wrestler, 'role' | 'active' | 'retired' | 'status'>): boolean =>
  isInRing(wrestler) && !wrestler.retired && wrestler.status !== 'UNSIGNED';

/** A lookup from ids to names that skips ids with no record. */
export function namesOf(rows: readonly { id: number; name: string }[]) {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return (ids: readonly number[]): string[] =>
    ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}
