import type { Wrestler } from '../entities/wrestler';

/** Staff (referees, commentators, owners…) do not wrestle: only these roles step into the ring. */
export const IN_RING_ROLES: readonly string[] = ['WRESTLER', 'DEFAULT'];

export const isInRing = (wrestler: Pick<Wrestler, 'role' | 'active'>): boolean =>
  wrestler.active && IN_RING_ROLES.includes(wrestler.role);

/** A lookup from ids to names that skips ids with no record. */
export function namesOf(rows: readonly { id: number; name: string }[]) {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return (ids: readonly number[]): string[] =>
    ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}
