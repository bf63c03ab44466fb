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

/** `+50`, `−30` (a real minus sign), `0`. */
export const signed = (amount: number): string =>
  amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
