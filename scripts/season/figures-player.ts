import { emptyCards } from './figures-shows';
import type { Championship } from '../../src/domain/entities/championship';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import type { Segment } from '../../src/domain/entities/segment';
import type { Production } from '../../src/domain/entities/production';
import type { SeasonRecords } from './season-records';
import { isStaff } from './talent';

// Issue 33 item 1: how the player's promotion fared under "Simulate until…" with the default
// standing orders: did it keep a roster, its titles, and a card on every show.

type Person = Pick<Wrestler, 'id' | 'role' | 'status' | 'active' | 'retired' | 'brandIds'>;

/** The brands of the promotion the player ran; null when the player ran every promotion. */
export function playerBrandIdsOf(records: Pick<SeasonRecords, 'rivals' | 'brands'>): Set<number> | null {
  const company = records.rivals?.companyId ?? null;
  if (company === null) return null;
  return new Set(records.brands.filter((b) => b.companyId === company).map((b) => b.id));
}

/** Works for the promotion: signed, active, not retired, on one of its brands. */
const worksFor = (w: Person | undefined, brandIds: ReadonlySet<number>): boolean =>
  w !== undefined && w.status !== 'UNSIGNED' && w.active && !w.retired && w.brandIds.some((id) => brandIds.has(id));

/** The promotion's active roster: those who work for it and compete (staff and brand directors left out). */
export const rosterOf = (wrestlers: readonly Person[], brandIds: ReadonlySet<number>, directorIds: ReadonlySet<number>): number =>
  wrestlers.filter((w) => worksFor(w, brandIds) && !isStaff(w, directorIds)).length;

/** Active titles of the promotion (a brand of theirs among the title's) with a holder who does not work for it. */
export function outsiderTitles(championships: readonly Pick<Championship, 'active' | 'brandIds' | 'wrestlerIds'>[], wrestlers: readonly (Person & { id: number })[], brandIds: ReadonlySet<number>): number {
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  return championships.filter(
    (t) => t.active && t.brandIds.some((id) => brandIds.has(id)) && t.wrestlerIds.some((id) => !worksFor(byId.get(id), brandIds)),
  ).length;
}

/** Completed productions of the promotion's brands on which nobody appeared in any segment. */
export function playerEmptyCards(productions: readonly (Pick<Production, 'brandIds' | 'segmentIds'>)[], segments: ReadonlyMap<number, Pick<Segment, 'appearanceIds'>>, brandIds: ReadonlySet<number>): number {
  return emptyCards(productions.filter((p) => p.brandIds.some((id) => brandIds.has(id))), segments);
}

const directorIds = (brands: SeasonRecords['brands']): Set<number> => new Set(brands.flatMap((b) => (b.directorId === null ? [] : [b.directorId])));

/** End ÷ start of the player's active roster; null without a player promotion (or none at the start). */
export function rosterRatio(records: Pick<SeasonRecords, 'rivals' | 'brands' | 'start' | 'wrestlers'>): number | null {
  const brands = playerBrandIdsOf(records);
  if (!brands) return null;
  const start = rosterOf(records.start.wrestlers, brands, directorIds(records.start.brands));
  return start === 0 ? null : rosterOf(records.wrestlers, brands, directorIds(records.brands)) / start;
}

/** Decisions outside the standing orders the run stopped for, per year; null without a player promotion. */
export function decisionsPerYear(records: Pick<SeasonRecords, 'weeks'>): number | null {
  const sampled = records.weeks.filter((w) => w.player !== undefined);
  if (sampled.length === 0) return null;
  return (sampled.reduce((sum, w) => sum + (w.player?.decisions ?? 0), 0) / sampled.length) * 52;
}
