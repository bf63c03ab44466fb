import { formatPoints } from '../../../domain/format';
import type { RatingFamily } from '../../../domain/rules/rating';

/** The seven sub-scores of SPEC §9 "Segment rating", named as a player reads them. */
export const FAMILY_LABELS: Record<RatingFamily, string> = {
  points: 'Points',
  morale: 'Morale',
  popularity: 'Popularity',
  alignment: 'Alignment',
  streak: 'Streak',
  roles: 'Roles',
  charisma: 'Charisma',
};

/**
 * `+50`, `−30` (a real minus sign), `0`; a fraction to the tenth the living lines are kept to (issue
 * 35: a family's sum of such lines can carry float noise, 12.299999999999999, which is never shown).
 */
export function signed(amount: number): string {
  const shown = formatPoints(Math.abs(amount));
  if (shown === '0') return '0';
  return amount > 0 ? `+${shown}` : `\u2212${shown}`;
}
