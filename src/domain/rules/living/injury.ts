import { addDays } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import type { Rng } from '../rng';
import { readStat } from '../stats';

// Issue 15 (living rules): how likely a match is to injure, and what the injury is. Tuned against
// the season report so that 3–15% of the active roster is out in any week (decisions-world.md; base
// 0.09 → 0.08 when issue 16 moved the first week to a Sunday, decisions-access.md; back to 0.09 when
// issue 17's booker booked more singles and tag matches, so fewer wrestlers a card, decisions-rivalries.md;
// issue 35: 0.09 → 0.08, cards grew to fill their slot (more matches a week) while a fifth of the
// segments became promos and interviews (fewer), decisions-production.md).

export const INJURY_LIMITS = {
  /** Chance of an injury in one ordinary match for a fresh (damage 0) wrestler of stamina 50. */
  baseChance: 0.08,
  /** Damage at or past this after a match forces rest, even without an injury. */
  restDamage: 80,
  /** Days of forced rest. */
  restDays: 14,
} as const;

/** The name of a forced rest, stored in `Wrestler.injury` like an injury's. */
export const FORCED_REST = 'Worn down (forced rest)';

// Hardcore and multi-person stipulations hurt more than a singles match; unknown kinds count as 1.
const KIND_RISK: Readonly<Record<string, number>> = {
  LADDER: 2, TLC: 2.5, HELL_IN_A_CELL: 2.5, CAGE: 2, ELIMINATION_CHAMBER: 2.5, WAR_GAMES: 2,
  EXTREME_RULES: 2, NO_HOLDS_BARRED: 2, UNSANCTIONED: 2, STREET_FIGHT: 1.8, FALLS_COUNT_ANYWHERE: 1.8,
  LAST_MAN_STANDING: 1.8, BLOODBATH: 2, CASKET: 1.5, STRAP: 1.5, BACKSTAGE_BRAWL: 1.5, BRAWL: 1.3,
  IRON_MAN: 1.5, TWO_OUT_OF_THREE_FALLS: 1.3, RUMBLE: 1.3, BATTLE_ROYAL: 1.3, DARK_MATCH: 0.8,
};

/** How much a match kind multiplies the chance of an injury (1 for an ordinary match). */
export const kindRisk = (type: string): number => KIND_RISK[type] ?? 1;

/**
 * The chance (0..1) that one wrestler is injured in one match: rising with damage (×0.6 fresh to
 * ×2.2 at 100), with the match kind, and with lower stamina (×1.25 at 0 down to ×0.75 at 100).
 */
export function injuryChance(wrestler: Pick<Wrestler, 'damage' | 'stamina'>, type: string): number {
  const damage = 0.6 + 1.6 * (readStat(wrestler, 'damage') / 100);
  const stamina = 1.25 - 0.5 * (readStat(wrestler, 'stamina') / 100);
  return Math.min(1, Math.max(0, INJURY_LIMITS.baseChance * kindRisk(type) * damage * stamina));
}

export type Severity = 'light' | 'moderate' | 'severe';

/** One injury of the seeded list: its name and how many days it keeps a wrestler out. */
export interface InjuryKind {
  name: string;
  severity: Severity;
  minDays: number;
  maxDays: number;
}

const kinds = (severity: Severity, minDays: number, maxDays: number, names: string[]): InjuryKind[] =>
  names.map((name) => ({ name, severity, minDays, maxDays }));

/** The seeded list of injuries, by severity. */
export const INJURY_KINDS: readonly InjuryKind[] = [
  ...kinds('light', 7, 21, ['Sprained ankle', 'Bruised ribs', 'Jammed finger', 'Back spasms', 'Hip pointer']),
  ...kinds('moderate', 21, 56, ['Concussion', 'Sprained knee', 'Separated shoulder', 'Broken nose', 'Cracked ribs']),
  ...kinds('severe', 56, 180, ['Torn bicep', 'Torn ACL', 'Neck injury', 'Torn pectoral', 'Broken ankle']),
];

/** Most injuries are light: 60% light, 30% moderate, 10% severe. */
const SEVERITY_WEIGHTS: readonly [Severity, number][] = [['light', 0.6], ['moderate', 0.3], ['severe', 0.1]];

function severityOf(roll: number): Severity {
  let total = 0;
  for (const [severity, weight] of SEVERITY_WEIGHTS) {
    total += weight;
    if (roll < total) return severity;
  }
  return 'severe';
}

/** An injury drawn from the list: a severity, a name of it, and days within its range (three draws). */
export function drawInjury(rng: Rng): { name: string; days: number } {
  const severity = severityOf(rng());
  const pool = INJURY_KINDS.filter((kind) => kind.severity === severity);
  const kind = pool[Math.min(pool.length - 1, Math.floor(rng() * pool.length))];
  const days = kind.minDays + Math.floor(rng() * (kind.maxDays - kind.minDays + 1));
  return { name: kind.name, days };
}

/** The wrestler out from `date` for `days` (at least one): the return date and the injury's name. */
export const injure = <W extends Pick<Wrestler, 'injuredUntil' | 'injury'>>(wrestler: W, date: IsoDate, injury: { name: string; days: number }): W => ({
  ...wrestler,
  injuredUntil: addDays(date, Math.max(1, Math.round(injury.days))),
  injury: injury.name,
});
