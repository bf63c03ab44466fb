import type { Appearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import type { Brand, LedgerEntry } from '../entities/brand';
import type { Championship } from '../entities/championship';
import type { Game } from '../entities/game';
import type { Production } from '../entities/production';
import type { Reign } from '../entities/reign';
import type { Segment } from '../entities/segment';
import type { Show } from '../entities/show';
import type { Venue } from '../entities/venue';
import type { Wrestler } from '../entities/wrestler';
import type { ProductionFinances } from '../rules/finance';
import type { Rng } from '../rules/rng';
import type { ViewersBreakdown } from '../rules/viewers';
import type { RecentStory } from '../rules/story/recent-stories';
import type { RivalryEffects } from './rivalry-effects';
import type { RunInBystander } from '../rules/living/run-ins';

/** What step 1 of SPEC §4 reads: the production and everything its completion touches. */
export interface LoadedProduction {
  production: Stored<Production>;
  /** null when the production names no show (or the show was deleted). */
  show: Stored<Show> | null;
  game: Stored<Game> | null;
  brands: Stored<Brand>[];
  /** In running order (`production.segmentIds`). */
  segments: Stored<Segment>[];
  appearances: Stored<Appearance>[];
  wrestlers: Stored<Wrestler>[];
  /** The championships the segments carry. */
  championships: Stored<Championship>[];
  /** Their open reigns (no end date). */
  reigns: Stored<Reign>[];
  /** Issue 15: the production's venue (null or absent when it has none, or it was deleted). */
  venue?: Stored<Venue> | null;
  /** Issue 33: the home country of the production's promotion ('' or absent when unknown: no show is away). */
  homeCountry?: string;
  /**
   * Issue 35 item 2 (living rules): who could run in during a match: fit, off the card and free that
   * night (rules/living/run-ins.ts runInBystanders). Absent under classic rules.
   */
  bystanders?: RunInBystander[];
}

/** A brand's share of a production's payout (step 4). */
export interface BrandCredit {
  brandId: number;
  amount: number;
  /** Issue 33: the brand's ledger line for it (living rules; the amount is the credit's). */
  line?: Omit<LedgerEntry, 'amount'>;
}

/**
 * The changes to records another tab may also write (a brand's balance, a show's average viewers):
 * the steps decide them, the commit applies them to the records it reads inside its transaction,
 * so a balance written meanwhile is kept.
 */
export interface CompletionEffects {
  /** Step 4: each brand's share, added to its balance. */
  brandCredits: BrandCredit[];
  /** Step 11 (SPEC §9): the show's average viewers rise 5%. */
  viewersRise: boolean;
  /**
   * Issue 15 (living rules): the factor the show's average viewers are multiplied by instead of the
   * classic rise (below 1 when they fall); absent under classic rules.
   */
  viewersFactor?: number;
  /**
   * Issue 17 (living rules): the heat the card's segments added to rivalries, the payoffs that
   * ended them, the rivalries the world made and the card's decided matches; the commit applies
   * them to the Game record it re-reads (rivalry-effects.ts). Absent when there is nothing.
   */
  rivalries?: RivalryEffects;
  /**
   * Issue 35 (living rules): the storylines this card told, remembered on the Game record's
   * `recentStories` by the commit (re-read in its transaction) so the promotion does not repeat
   * them for eight weeks. Absent when there is nothing.
   */
  stories?: RecentStory[];
}

/**
 * The completion in progress: each step of the pipeline takes it and returns the next one. Records
 * are replaced, never mutated, so a failed run leaves nothing behind. Nothing is stored until the
 * commit writes the whole work in one transaction.
 */
export interface CompletionWork extends Omit<LoadedProduction, 'reigns'> {
  /** The random seed the run uses (stored on the production so it can be replayed). */
  seed: number;
  /** The wrestlers as they walked in: rating and viewers judge the card on these (not post-match). */
  wrestlersBefore: Stored<Wrestler>[];
  /** Open reigns as loaded; after step 8 also the ended ones and the new ones (no id yet). */
  reigns: Reign[];
  finances: ProductionFinances | null;
  viewers: ViewersBreakdown | null;
  /** What the commit applies to the brands and show it re-reads (computed once, by steps 4 and 11). */
  effects: CompletionEffects;
  /** Set by the commit: false when it found the production already complete and wrote nothing. */
  committed: boolean;
  /**
   * Everything step 1 read, as it read it (issue 14): the commit writes nothing unless each record
   * it writes is still so, and the completion then runs again on fresh data.
   */
  asRead: LoadedProduction;
}

export const startCompletionWork = (loaded: LoadedProduction, seed: number): CompletionWork => ({
  ...loaded,
  seed,
  wrestlersBefore: loaded.wrestlers,
  reigns: loaded.reigns,
  finances: null,
  viewers: null,
  effects: { brandCredits: [], viewersRise: false },
  committed: false,
  asRead: loaded,
});

/** Records by id, for the lookups every step makes. */
export const byId = <T extends { id?: number }>(records: readonly T[]): Map<number, T> =>
  new Map(records.filter((r) => r.id !== undefined).map((r) => [r.id!, r]));

/** A segment's appearances in its own order (missing ones skipped). */
export function appearancesOf(work: Pick<CompletionWork, 'appearances'>, segment: Pick<Segment, 'appearanceIds'>): Stored<Appearance>[] {
  const appearances = byId(work.appearances);
  return segment.appearanceIds.map((id) => appearances.get(id)).filter((a) => a !== undefined);
}

/** The list with every record of `updates` put in place of the one with the same id. */
export function replaceById<T extends { id: number }>(records: readonly T[], updates: readonly T[]): T[] {
  const changed = byId(updates);
  return records.map((record) => changed.get(record.id) ?? record);
}

/** One pure step of SPEC §4: the work in, the next work out. Only the rng is random. */
export type CompletionStep = (work: CompletionWork, rng: Rng) => CompletionWork;
