import { diffDays } from '../../domain/dates';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Reign } from '../../domain/entities/reign';

/** A wrestler named by id and name, as the championship screens list holders. */
export interface Holder {
  id: number;
  name: string;
}

/**
 * Days a reign lasted: to its end date, or to the game date while it is current. Null when a date
 * is missing or unreadable (a hand-made save), never a negative count.
 */
export function reignDays(reign: Pick<Reign, 'startDate' | 'endDate'>, gameDate: IsoDate): number | null {
  const days = diffDays(reign.startDate, reign.endDate ?? gameDate);
  return Number.isFinite(days) ? Math.max(0, days) : null;
}

/** Newest first: the later start, then the later record. */
export const newestFirst = (a: Stored<Reign>, b: Stored<Reign>): number =>
  b.startDate.localeCompare(a.startDate) || b.id - a.id;

/** The open reign of each title (the newest one, should a save hold several). */
export function openReigns(reigns: readonly Stored<Reign>[]): Map<number, Stored<Reign>> {
  const open = new Map<number, Stored<Reign>>();
  for (const reign of [...reigns].sort(newestFirst)) {
    if (reign.endDate === null && !open.has(reign.championshipId)) open.set(reign.championshipId, reign);
  }
  return open;
}

/** Holders for ids, in the ids' order, skipping ids with no wrestler. */
export function holdersOf(byId: ReadonlyMap<number, string>, ids: readonly number[]): Holder[] {
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}
