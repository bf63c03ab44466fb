import type { Role } from '../../src/domain/entities/enums';
import type { Wrestler } from '../../src/domain/entities/wrestler';

// The season report's own check of who may compete: wider than the game's `canCompete` (a manager
// at ringside is no staff), so the report measures the booker rather than restating its rule.
// Whether a side fits a title is the game's one rule, `fitsTitle` (DESIGN §4).

/** Roles whose holders compete in matches: everyone else is staff (directors, officials, voices). */
export const COMPETING_ROLES: readonly Role[] = ['DEFAULT', 'WRESTLER', 'MANAGER'];

type Person = Pick<Wrestler, 'id' | 'role' | 'status' | 'active' | 'retired'> & Partial<Pick<Wrestler, 'injuredUntil'>>;

/** Staff: a role that does not compete, or the director of a brand. */
export const isStaff = (wrestler: Person, directorIds: ReadonlySet<number>): boolean =>
  !COMPETING_ROLES.includes(wrestler.role) || (wrestler.id !== undefined && directorIds.has(wrestler.id));

/** Injured on `date` (issue 15: a return date after it; the classic rules injure nobody). */
export const isInjuredOn = (wrestler: Person, date: string | undefined): boolean =>
  date !== undefined && Boolean(wrestler.injuredUntil) && wrestler.injuredUntil! > date;

/** Unfit to be booked in a match on `date`: staff, unsigned, inactive, retired or injured. */
export const isUnfit = (wrestler: Person, directorIds: ReadonlySet<number>, date?: string): boolean =>
  isStaff(wrestler, directorIds) || wrestler.status === 'UNSIGNED' || !wrestler.active || wrestler.retired || isInjuredOn(wrestler, date);
