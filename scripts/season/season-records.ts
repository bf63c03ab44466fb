import type { Stored } from '../../src/domain/entities/base';
import type { Appearance } from '../../src/domain/entities/appearance';
import type { Brand } from '../../src/domain/entities/brand';
import type { Championship } from '../../src/domain/entities/championship';
import type { Production } from '../../src/domain/entities/production';
import type { Reign } from '../../src/domain/entities/reign';
import type { Segment } from '../../src/domain/entities/segment';
import type { Show } from '../../src/domain/entities/show';
import type { Venue } from '../../src/domain/entities/venue';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import type { WeekSample } from './samples';
import type { RuleSet } from '../../src/domain/entities/enums';

/** The world when the run started, as far as the report compares it with the end. */
export interface SeasonStart {
  /** The first day of the first week's schedule window (a Sunday: SPEC §2). */
  date: string;
  /** Reigns that existed before the first week (the seed's history). */
  reignIds: number[];
  brands: Stored<Brand>[];
  wrestlers: Stored<Wrestler>[];
  maxHeldByOne: number;
  outOfRange: number;
}

/** Everything the figures and charts are computed from: the start, the weekly samples, the final tables. */
export interface SeasonRecords {
  seed: number;
  /** The rules the run's game played by. */
  rules: RuleSet;
  weeks: WeekSample[];
  start: SeasonStart;
  /** The day after the last week's schedule window (the run covers start.date ≤ day < endDate). */
  endDate: string;
  /** Errors the game logged during the run (failed productions, refused draws...). */
  loggedErrors: number;
  championships: Stored<Championship>[];
  reigns: Stored<Reign>[];
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  shows: Stored<Show>[];
  venues: Stored<Venue>[];
  productions: Stored<Production>[];
  segments: Stored<Segment>[];
  appearances: Stored<Appearance>[];
  /** Issue 18: the promotion the player ran (null: every one) and the rival promotions' brands; absent in older records. */
  rivals?: { companyId: number | null; brandIds: number[] };
  /** Issue 36: the promotions (for the report's per-promotion charts); absent in older records. */
  companies?: { id: number; name: string }[];
  /** Issue 35: each rivalry's start (id → startedOn) seen on the Game record after any week; absent in older records. */
  rivalryStarts?: Record<number, string>;
}

/** Productions completed during the run (the seed holds none, but a save given as a start might). */
export const runProductions = (records: Pick<SeasonRecords, 'productions' | 'start'>): Stored<Production>[] =>
  records.productions
    .filter((p) => p.complete && p.date >= records.start.date)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

/** Reigns that began during the run. */
export const runReigns = (records: Pick<SeasonRecords, 'reigns' | 'start'>): Stored<Reign>[] => {
  const before = new Set(records.start.reignIds);
  return records.reigns.filter((reign) => !before.has(reign.id));
};
