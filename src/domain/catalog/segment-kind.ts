import type { SegmentCategory } from '../entities/enums';

/** One kind of segment a production can hold, with the flags of SPEC §3. */
export interface SegmentKind {
  /** UPPER_SNAKE id stored in `Segment.type`. */
  type: string;
  /** Display name as the spec writes it. */
  name: string;
  category: SegmentCategory;
  /** US dollars per segment. */
  cost: number;
  /** Has a winner: simulated, rated and given random matches. */
  competition: boolean;
  hasStory: boolean;
  forPoster: boolean;
  /** Results count in win/loss records. */
  registerVictory: boolean;
  minAppearances: number;
  maxAppearances: number;
  /** Seconds. */
  defaultDuration: number;
  eliminations: boolean;
  canUpdateAppearances: boolean;
  canUpdateChampionships: boolean;
  canUpdateDuration: boolean;
}

/** What a kind may override: everything but its category's defaults is optional. */
export type KindSpec = Pick<SegmentKind, 'type' | 'name'> & Partial<Omit<SegmentKind, 'type' | 'name' | 'category'>>;

// SPEC §9 "Segment defaults": the base every kind starts from.
const base: Omit<SegmentKind, 'type' | 'name'> = {
  category: 'Presentation',
  cost: 10_000,
  competition: false,
  hasStory: true,
  forPoster: false,
  registerVictory: false,
  minAppearances: 0,
  maxAppearances: 40,
  defaultDuration: 300,
  eliminations: false,
  canUpdateAppearances: true,
  canUpdateChampionships: false,
  canUpdateDuration: true,
};

/** Category defaults of SPEC §9 layered over the base. */
const categoryDefaults: Record<SegmentCategory, Omit<SegmentKind, 'type' | 'name'>> = {
  Competition: {
    ...base,
    category: 'Competition',
    cost: 10_000,
    competition: true,
    forPoster: true,
    registerVictory: true,
    minAppearances: 2,
    canUpdateChampionships: true,
  },
  Presentation: { ...base, cost: 5_000 },
  Change: { ...base, category: 'Change', cost: 20_000, minAppearances: 1, canUpdateDuration: true },
  // docs/decisions-rules.md: transitions hold nobody (a recap or an advert break has no wrestlers).
  Transition: {
    ...base,
    category: 'Transition',
    cost: 5_000,
    defaultDuration: 60,
    hasStory: false,
    maxAppearances: 0,
    canUpdateAppearances: false,
  },
};

export function defineKinds(category: SegmentCategory, specs: readonly KindSpec[]): SegmentKind[] {
  return specs.map((spec) => ({ ...categoryDefaults[category], ...spec }));
}

/** The plain segment a new production starts with (SPEC §9 "Segment defaults"). */
export const defaultKind: SegmentKind = { ...base, type: 'DEFAULT', name: 'Segment' };
