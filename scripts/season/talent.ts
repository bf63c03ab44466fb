import type { Championship } from '../../src/domain/entities/championship';
import type { Role } from '../../src/domain/entities/enums';
import type { Wrestler } from '../../src/domain/entities/wrestler';

// The season report's own small checks of who may compete and which sides fit a title. The game
// gets its rules from the titles and divisions work of issue 13; these stay here so the report
// measures the world without depending on the rules it measures (docs/decisions-world.md).

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

/** The number of holders a title is held by: `holders` 0 (not fixed) and 1 both mean singles. */
export const titleSideSize = (title: Pick<Championship, 'holders'>): number => Math.max(1, title.holders);

/** A side fits a title when its size is the title's and every member's gender fits (INTERGENDER fits any). */
export function sideFitsTitle(
  title: Pick<Championship, 'holders' | 'gender'>,
  side: readonly Pick<Wrestler, 'gender'>[],
): boolean {
  if (side.length !== titleSideSize(title)) return false;
  return title.gender === 'INTERGENDER' || side.every((member) => member.gender === title.gender);
}
