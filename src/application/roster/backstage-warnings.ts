import type { WrestlerStatus } from '../../domain/entities/enums';

/**
 * Where backstage starts to worry (docs/decisions-backstage.md). Morale and stamina at 20 or less
 * match the rating rule that already costs a segment for a competitor that low (SPEC §9).
 */
export const BACKSTAGE_LIMITS = {
  /** Damage at or above: a warning. */
  highDamage: 40,
  /** Damage at or above: critical. */
  severeDamage: 70,
  lowMorale: 20,
  lowStamina: 20,
  /** A contract ending within this many days of the game date. */
  expiringDays: 30,
  /** This many appearances left or fewer. */
  fewAppearances: 4,
} as const;

export type WarningKind =
  | 'injured'
  | 'severeDamage'
  | 'highDamage'
  | 'lowMorale'
  | 'lowStamina'
  | 'contractExpired'
  | 'contractExpiring'
  | 'noAppearances'
  | 'fewAppearances';

export interface BackstageWarning {
  kind: WarningKind;
  severity: 'critical' | 'warning';
  /** Short, for a badge: "High damage". */
  label: string;
}

interface Condition {
  damage: number;
  morale: number;
  stamina: number;
  status: WrestlerStatus;
  daysLeft: number | null;
  remainingAppearances: number;
  /** Issue 33: the return date ('' or absent when fit) and the day it is judged on (the game's). */
  injuredUntil?: string;
  today?: string;
}

const L = BACKSTAGE_LIMITS;

/** What backstage should flag about one wrestler, most serious first. */
export function backstageWarnings(w: Condition): BackstageWarning[] {
  const warnings: BackstageWarning[] = [];
  const add = (kind: WarningKind, severity: BackstageWarning['severity'], label: string) =>
    warnings.push({ kind, severity, label });

  // Issue 33: an injured wrestler is never "None": out is the first thing backstage must say.
  if (w.injuredUntil && (w.today === undefined || w.injuredUntil > w.today)) add('injured', 'critical', 'Injured');
  if (w.damage >= L.severeDamage) add('severeDamage', 'critical', 'Severe damage');
  else if (w.damage >= L.highDamage) add('highDamage', 'warning', 'High damage');
  // A free agent has no contract to run out or appearances to spend.
  if (w.status === 'SIGNED') {
    if (w.daysLeft !== null && w.daysLeft <= 0) add('contractExpired', 'critical', 'Contract expired');
    else if (w.daysLeft !== null && w.daysLeft <= L.expiringDays) add('contractExpiring', 'warning', 'Contract ending soon');
    if (w.remainingAppearances <= 0) add('noAppearances', 'critical', 'No appearances left');
    else if (w.remainingAppearances <= L.fewAppearances) add('fewAppearances', 'warning', 'Few appearances left');
  }
  if (w.morale <= L.lowMorale) add('lowMorale', 'warning', 'Low morale');
  if (w.stamina <= L.lowStamina) add('lowStamina', 'warning', 'Low stamina');
  return warnings.sort((a, b) => rank(a) - rank(b));
}

const rank = (w: BackstageWarning): number => (w.severity === 'critical' ? 0 : 1);

/** One critical outweighs any number of plain warnings a wrestler can have (at most four). */
export const urgencyOf = (warnings: readonly BackstageWarning[]): number =>
  warnings.reduce((sum, w) => sum + (w.severity === 'critical' ? 10 : 1), 0);
