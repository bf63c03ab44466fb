import type { Role } from '../../src/domain/entities/enums';
import type { Wrestler } from '../../src/domain/entities/wrestler';

// The season report's own check of who may compete: wider than the game's `canCompete` (a manager
// at ringside is no staff), so the report measures the booker rather than restating its rule.
// Whether a side fits a title is the game's one rule, `fitsTitle` (DESIGN §4).

/** Roles whose holders compete in matches: everyone else is staff (directors, officials, voices). */
export const COMPETING_ROLES: readonly Role[] = ['DEFAULT', 'WRESTLER', 'MANAGER'];

type Person = Pick<Wrestler, 'id' | 'role' | 'status' | 'active' | 'retired'>;

/** Staff: a role that does not compete, or the director of a brand. */
export const isStaff = (wrestler: Person, directorIds: ReadonlySet<number>): boolean =>
  !COMPETING_ROLES.includes(wrestler.role) || (wrestler.id !== undefined && directorIds.has(wrestler.id));

/**
 * Unfit to be booked in a match: staff, unsigned, inactive or retired. Injuries are not modelled
 * by the classic rules, so no one is unfit for being injured yet.
 */
export const isUnfit = (wrestler: Person, directorIds: ReadonlySet<number>): boolean =>
  isStaff(wrestler, directorIds) || wrestler.status === 'UNSIGNED' || !wrestler.active || wrestler.retired;
