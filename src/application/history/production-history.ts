import type { IsoDate, Stored } from '../../domain/entities/base';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import { GAME_ID, HISTORY_INDEX, type Game } from '../../domain/entities/game';
import { playedCard, type PlayedSegment } from '../../domain/entities/played-card';
import type { Production } from '../../domain/entities/production';
import { readFiguresKey, type ProductionFigures } from '../../domain/entities/production-figures';
import { LOOKUP, lookupBounds } from '../../domain/entities/production-lookup';
import { countInRange, keysInRange, rowsInRange, type RangeKey } from '../../domain/entities/record-range';
import { byId } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';

export interface HistoryWindow {
  /** First day (included); default: the first there is. */
  from?: IsoDate;
  /** Last day (included); default: the last there is. */
  to?: IsoDate;
}

/** A completed production's figures (production-figures.ts) with its id. */
export type KeptFigures = ProductionFigures & { productionId: number };

/** The completed productions of a window: those whose figures the index keeps, and the ids of the others. */
export interface WindowFigures {
  /** In date order (ties: by the figures). */
  figures: KeptFigures[];
  /** Completed, without figures in the index (written by a build from before them): read these whole. */
  unfigured: number[];
}

export interface HistoryPage extends HistoryWindow {
  /** Newest first (ties: the newer record first); default oldest first. */
  newestFirst?: boolean;
  offset?: number;
  limit?: number;
}

/**
 * Issue 19: the productions of the game's history as the screens ask for them: a lookup prefix
 * (production-lookup.ts: completed, still booking, of a show, a brand, a wrestler) between two dates,
 * a page at a time. A game whose productions carry their lookup keys (Game.historyIndex) is read
 * through the Production index: a page costs its own rows, whatever the history's length. An older
 * game is read whole once and answered from memory, exactly as it would be indexed.
 */
export interface ProductionHistory {
  /** True when answered through the index; false for a game from before it (read whole). */
  readonly indexed: boolean;
  productions(prefix: string, page?: HistoryPage): Promise<Stored<Production>[]>;
  count(prefix: string, window?: HistoryWindow): Promise<number>;
  /** The ids of the productions under a prefix in a window, read from the index's keys (no row read). */
  ids(prefix: string, window?: HistoryWindow): Promise<number[]>;
  /**
   * Each production's card as played (or, not yet played, as booked), by production id: what the
   * completion kept on it, else (still booking, or completed before it kept one) read from its
   * segments and their appearances.
   */
  cards(productions: readonly Stored<Production>[]): Promise<Map<number, PlayedSegment[]>>;
  /**
   * What `/ratings` charts of the window's completed productions, from the index's `figures:` keys
   * alone (no production read); the ones without such a key are named, to be read whole.
   */
  figures(window?: HistoryWindow): Promise<WindowFigures>;
}

type HistoryRepos = Pick<Repositories, 'Game' | 'Production' | 'Segment' | 'Appearance'>;

export const isHistoryIndexed = (game: Pick<Game, 'historyIndex'> | null | undefined): boolean => (game?.historyIndex ?? 0) >= HISTORY_INDEX;

/** The cards of productions without a kept one, read from their segments (a few getMany, no scan). */
async function readCards(repos: HistoryRepos, productions: readonly Stored<Production>[]): Promise<Map<number, PlayedSegment[]>> {
  const cards = new Map<number, PlayedSegment[]>();
  const missing = productions.filter((p) => {
    if (p.complete && Array.isArray(p.played)) cards.set(p.id, p.played);
    return !cards.has(p.id);
  });
  if (missing.length === 0) return cards;
  const segments = byId(await repos.Segment.getMany(missing.flatMap((p) => p.segmentIds)));
  const appearances = await repos.Appearance.getMany([...segments.values()].flatMap((s) => s.appearanceIds));
  for (const p of missing) cards.set(p.id, playedCard(p.segmentIds.flatMap((id) => segments.get(id) ?? []), appearances));
  return cards;
}

type KeysOf = (prefix: string, window: HistoryWindow) => Promise<RangeKey[]>;

/**
 * The window's figures keys, then (only when fewer than its completed productions) the `done:`
 * keys too, to name the completed ones without figures.
 */
async function windowFigures(keysOf: KeysOf, count: (prefix: string, window: HistoryWindow) => Promise<number>, window: HistoryWindow): Promise<WindowFigures> {
  const [keys, done] = await Promise.all([keysOf(LOOKUP.figures, window), count(LOOKUP.done, window)]);
  const figures = keys.flatMap(({ key, id }) => {
    const read = typeof key === 'string' ? readFiguresKey(key) : null;
    return read ? [{ ...read, productionId: id }] : [];
  });
  if (figures.length === done) return { figures, unfigured: [] };
  const kept = new Set(figures.map((f) => f.productionId));
  const unfigured = (await keysOf(LOOKUP.done, window)).map(({ id }) => id).filter((id) => !kept.has(id));
  return { figures, unfigured };
}

function indexedHistory(repos: HistoryRepos): ProductionHistory {
  return {
    indexed: true,
    productions: (prefix, { from, to, newestFirst = false, offset, limit } = {}) =>
      repos.Production.range('lookupKeys', ...lookupBounds(prefix, from, to), { reverse: newestFirst, offset, limit }),
    count: (prefix, { from, to } = {}) => repos.Production.countRange('lookupKeys', ...lookupBounds(prefix, from, to)),
    ids: (prefix, { from, to } = {}) => repos.Production.rangeIds('lookupKeys', ...lookupBounds(prefix, from, to)),
    cards: (productions) => readCards(repos, productions),
    figures: (window = {}) =>
      windowFigures(
        (prefix, { from, to }) => repos.Production.rangeKeys('lookupKeys', ...lookupBounds(prefix, from, to)),
        (prefix, { from, to }) => repos.Production.countRange('lookupKeys', ...lookupBounds(prefix, from, to)),
        window,
      ),
  };
}

/**
 * A game from before the index: every production read once, its keys derived as storage would,
 * the wrestlers' keys from cards read off the segments (the old, whole-table cost, paid only by
 * such a game and only when a wrestler is asked for).
 */
const WRESTLER_KEYS = LOOKUP.wrestler(0).replace(/0:$/, '');

function scannedHistory(repos: HistoryRepos): ProductionHistory {
  let rows: Promise<Stored<Production>[]> | null = null;
  let played: Promise<Stored<Production>[]> | null = null;
  const keyed = (ps: readonly Stored<Production>[], cards?: Map<number, PlayedSegment[]>) =>
    ps.map((p) => withDerivedFields('Production', { ...p, played: cards?.get(p.id) ?? p.played }));
  const all = () => (rows ??= repos.Production.all().then((ps) => keyed(ps)));
  const withCast = () =>
    (played ??= (async () => {
      const ps = await all();
      const [segments, appearances] = await Promise.all([repos.Segment.all(), repos.Appearance.all()]);
      const bySegment = byId(segments);
      const cards = new Map(ps.filter((p) => p.complete).map((p) => [p.id, p.played ?? playedCard(p.segmentIds.flatMap((id) => bySegment.get(id) ?? []), appearances)]));
      return keyed(ps, cards);
    })());
  const source = (prefix: string) => (prefix.startsWith(WRESTLER_KEYS) ? withCast() : all());
  return {
    indexed: false,
    productions: async (prefix, { from, to, newestFirst = false, offset, limit } = {}) =>
      rowsInRange(await source(prefix), 'lookupKeys', ...lookupBounds(prefix, from, to), { reverse: newestFirst, offset, limit }),
    count: async (prefix, { from, to } = {}) => countInRange(await source(prefix), 'lookupKeys', ...lookupBounds(prefix, from, to)),
    ids: async (prefix, { from, to } = {}) => keysInRange(await source(prefix), 'lookupKeys', ...lookupBounds(prefix, from, to)).map(({ id }) => id),
    cards: (productions) => readCards(repos, productions),
    figures: (window = {}) =>
      windowFigures(
        async (prefix, { from, to }) => keysInRange(await all(), 'lookupKeys', ...lookupBounds(prefix, from, to)),
        async (prefix, { from, to }) => countInRange(await all(), 'lookupKeys', ...lookupBounds(prefix, from, to)),
        window,
      ),
  };
}

/** The history of the game as it is stored now (the Game record says whether it is indexed). */
export async function readProductionHistory(repos: HistoryRepos, game?: Pick<Game, 'historyIndex'> | null): Promise<ProductionHistory> {
  const known = game === undefined ? await repos.Game.get(GAME_ID) : game;
  return isHistoryIndexed(known) ? indexedHistory(repos) : scannedHistory(repos);
}
