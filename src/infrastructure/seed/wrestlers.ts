import type { Stored, Wrestler } from '../../domain/entities';
import { onslaughtRoster, foundryRoster, uprisingRoster } from './roster-awe';
import { npwRoster } from './roster-npw';
import { tenraiRoster } from './roster-tenrai';
import { vwuRoster } from './roster-vwu';
import { staffGroups } from './staff';
import { rosterRecords, staff, type RosterSpec } from './wrestler-factory';

/** Every roster in id order: wrestlers take ids 1..n in this order, staff after them. */
export const ROSTERS: readonly RosterSpec[] = [
  onslaughtRoster,
  uprisingRoster,
  foundryRoster,
  vwuRoster,
  tenraiRoster,
  npwRoster,
];

/** The smaller promotion's roster (SPEC §1: about 75 wrestlers, points 10 to 96). */
export const SMALL_PROMOTION_ROSTER = npwRoster;

function allNames(): string[] {
  const talentNames = ROSTERS.flatMap((spec) => [...spec.men.rows, ...spec.women.rows].map((row) => row[0]));
  const staffNames = staffGroups.flatMap((group) => group.rows.map((row) => row[0]));
  return [...talentNames, ...staffNames];
}

let idsByName: Map<string, number> | undefined;

/** The seed id of a wrestler or staff member; a typo in the seed throws here, at build time. */
export function wrestlerIdByName(name: string): number {
  idsByName ??= new Map(allNames().map((n, i) => [n, i + 1]));
  const id = idsByName.get(name);
  if (id === undefined) throw new Error(`Seed: no wrestler named ${name}`);
  return id;
}

/** Every wrestler and staff record, ids 1..n, without goals (championships add those). */
export function seedWrestlers(): Stored<Wrestler>[] {
  const talent = ROSTERS.flatMap(rosterRecords);
  const crew = staffGroups.flatMap((group) => group.rows.map((row) => staff(row, group.brandIds, group.tier)));
  return [...talent, ...crew].map((record, i) => ({ ...record, id: i + 1 }));
}
