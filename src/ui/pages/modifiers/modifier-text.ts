import type { ConditionStats, Modifier, StatChange } from '../../../application/roster';

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

const stat = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * "30 → 31"; a stat the action moves that reads the same (held at 0 or 100 when read, DESIGN §3)
 * says so, and one it leaves alone shows its value once.
 */
export function changeText(change: StatChange, key: keyof ConditionStats, modifier: Modifier): string {
  const before = change.before[key];
  const after = change.after[key];
  if (before !== after) return `${stat(before)} → ${stat(after)}`;
  return MODIFIERS[modifier].moves.includes(key) ? `${stat(after)} (at the limit)` : stat(after);
}

/** Names containing the search, any case; everyone for an empty search. */
export function matching<R extends { name: string }>(rows: readonly R[], search: string): R[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...rows] : rows.filter((r) => r.name.toLowerCase().includes(needle));
}
