import type { ConditionStats, Modifier, StatChange } from '../../../application/roster';
import { formatPoints, formatStat } from '../../../domain/format';

export const STAT_COLUMNS: readonly { key: keyof ConditionStats; label: string }[] = [
  { key: 'points', label: 'Points' },
  { key: 'morale', label: 'Morale' },
  { key: 'popularity', label: 'Popularity' },
  { key: 'charisma', label: 'Charisma' },
  { key: 'stamina', label: 'Stamina' },
  { key: 'damage', label: 'Damage' },
];

/** Applying to this many wrestlers or more asks first. */
export const CONFIRM_FROM = 5;

export const MODIFIERS: Record<Modifier, { label: string; verb: string; effect: string; moves: readonly (keyof ConditionStats)[] }> = {
  boost: {
    label: 'Boost',
    verb: 'Boosted',
    effect: 'Points, morale, popularity, charisma and stamina +1; damage −1.',
    moves: ['points', 'morale', 'popularity', 'charisma', 'stamina', 'damage'],
  },
  penalty: {
    label: 'Penalty',
    verb: 'Penalised',
    effect: 'Points, morale, popularity and stamina −1; damage +1. Charisma stays.',
    moves: ['points', 'morale', 'popularity', 'stamina', 'damage'],
  },
};

/** Damage heals in half steps, so it keeps a decimal; the other stats read whole (issue 35). */
const stat = (value: number, key: keyof ConditionStats): string => (key === 'points' ? formatPoints(value) : formatStat(value, key === 'damage' ? 1 : 0));

/**
 * "30 → 31"; a stat the action moves that reads the same (held at 0 or 100 when read, DESIGN §3)
 * says so, and one it leaves alone shows its value once.
 */
export function changeText(change: StatChange, key: keyof ConditionStats, modifier: Modifier): string {
  const before = change.before[key];
  const after = change.after[key];
  if (before !== after) return `${stat(before, key)} → ${stat(after, key)}`;
  return MODIFIERS[modifier].moves.includes(key) ? `${stat(after, key)} (at the limit)` : stat(after, key);
}

/** Names containing the search, any case; everyone for an empty search. */
export function matching<R extends { name: string }>(rows: readonly R[], search: string): R[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...rows] : rows.filter((r) => r.name.toLowerCase().includes(needle));
}
