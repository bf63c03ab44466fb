import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { byId } from '../../domain/production/completion-work';
import { forGameBrands, readGame } from '../game';
import { readProductionHistory, type KeptFigures } from '../history';
import type { Repositories } from '../ports/unit-of-work.port';
import { bestOf, type BestSegment } from './best-segments';
import { segmentScores, type SegmentScore } from './segment-scores';
import { bucketFor, chartSeries, windowStart, type Bucket, type RatingsScope, type RatingsSeries, type RatingsWindow } from './ratings-series';

export interface RatingsFilter {
  /** Default: every brand. */
  scope?: RatingsScope;
  /** Default: this season. */
  window?: RatingsWindow;
}

/** Something the charts can be narrowed to: a brand or a show. */
export interface RatingsChoice {
  scope: RatingsScope;
  name: string;
}

export interface RatingsView {
  /** The filter applied: an unknown brand or show reads as every brand. */
  filter: Required<RatingsFilter>;
  choices: { brands: RatingsChoice[]; shows: RatingsChoice[] };
  /** The game date's year, the season "this season" means. */
  season: string;
  /** One point per week or per month (windows longer than a season). */
  bucket: Bucket;
  /** Completed productions in the window and scope. */
  productions: number;
  /** At most MAX_SERIES lines: brands (every brand) or shows (a brand, a show). */
  series: RatingsSeries[];
  /** The highest-rated segments of the window and scope, best first (at most BEST_SEGMENTS). */
  best: BestSegment[];
}

const NO_SHOW = 'No show';
const LAST_DAY = '9999-12-31';

/** A completed production of the window as the view charts it and ranks its segments. */
type Charted = Omit<KeptFigures, 'segments'> & { segments: SegmentScore[] };

const byDate = (a: Charted, b: Charted) => a.date.localeCompare(b.date) || a.productionId - b.productionId;

const charted = (p: Stored<Production>, segments: SegmentScore[]): Charted =>
  ({ productionId: p.id, date: p.date, name: p.name, showId: p.showId, brandIds: p.brandIds, viewers: p.viewers, segments });

/**
 * The window's completed productions in the scope. Issue 19: for every brand (the default, and the
 * widest), the `figures:` keys of the lookup index alone (production-figures.ts: no production is
 * read), and whole only those without one (written by an older build). A brand or a show reads its
 * own productions whole through its keys: a few rows, fewer than the window's figures keys. A game
 * from before the index reads the window by date.
 */
async function readWindow(repos: Repositories, game: Stored<Game> | undefined, scope: RatingsScope, from: IsoDate | null): Promise<Charted[]> {
  const [kind, id] = [scope.split(':')[0], Number(scope.split(':')[1])];
  const inScope = (p: Production) => kind === 'all' || (kind === 'brand' ? p.brandIds.includes(id) : p.showId === id);
  const history = await readProductionHistory(repos, game);
  const kept = history.indexed && kind === 'all' ? await history.figures({ from: from ?? undefined }) : null;
  const prefix = kind === 'all' ? LOOKUP.done : kind === 'brand' ? LOOKUP.brand(id) : LOOKUP.show(id);
  const whole = kept
    ? kept.unfigured.length > 0 ? await repos.Production.getMany(kept.unfigured) : []
    : history.indexed
      ? await history.productions(prefix, { from: from ?? undefined })
      : from ? await repos.Production.findBetween('date', from, LAST_DAY) : await repos.Production.all();
  const completed = whole.filter((p) => p.complete && inScope(p));
  const scores = await segmentScores(repos, completed);
  return [...(kept?.figures ?? []), ...completed.map((p) => charted(p, scores.get(p.id) ?? []))].sort(byDate);
}

/**
 * `/ratings`: viewers and match ratings of the completed productions of a window, per brand or
 * per show, and the best segments: only the few that can make the list are read, with their casts.
 */
export function createRatingsView({ repos }: { repos: Repositories }) {
  return async (filter: RatingsFilter = {}): Promise<RatingsView> => {
    // One round (issue 19): the game, the brands and the shows do not depend on each other.
    const [game, allBrands, allShows] = await Promise.all([readGame(repos), repos.Brand.all(), repos.Show.all()]);
    const gameDate = game?.date ?? '';
    const brands = game ? forGameBrands(allBrands.map((b) => ({ ...b, brandIds: [b.id] })), game) : allBrands;
    const shows = game ? forGameBrands(allShows, game) : allShows;
    const known = new Set<string>([...allBrands.map((b) => `brand:${b.id}`), ...allShows.map((s) => `show:${s.id}`)]);
    const scope: RatingsScope = filter.scope && known.has(filter.scope) ? filter.scope : 'all';
    const window = filter.window ?? 'season';

    const from = windowStart(window, gameDate);
    const productions = await readWindow(repos, game, scope, from);

    const showById = byId(allShows);
    const brandName = new Map(allBrands.map((b) => [b.id, b.name]));
    const showName = (p: Charted) => (p.showId && showById.get(p.showId)?.name) || p.name || NO_SHOW;
    const linesOf = (p: Charted) => {
      if (scope !== 'all') return [{ key: p.showId ? `show:${p.showId}` : `name:${showName(p)}`, name: showName(p) }];
      const own = p.brandIds.filter((b) => brandName.has(b));
      return own.length ? own.map((b) => ({ key: `brand:${b}`, name: brandName.get(b)! })) : [{ key: 'brand:none', name: 'No brand' }];
    };
    const charts = productions.map((p) => ({
      date: p.date,
      viewers: p.viewers,
      // A match counts when it had people booked.
      ratings: p.segments.filter((s) => kindOrDefault(s.type).competition && s.booked).map((s) => s.rating),
      lines: linesOf(p),
    }));

    const first = from ?? productions[0]?.date ?? gameDate;
    const last = [gameDate, productions.at(-1)?.date ?? ''].sort().at(-1) ?? gameDate;
    const bucket = first && last ? bucketFor(first, last) : 'week';
    return {
      filter: { scope, window },
      choices: {
        brands: brands.map((b) => ({ scope: `brand:${b.id}` as const, name: b.name })),
        shows: shows.map((s) => ({ scope: `show:${s.id}` as const, name: s.name })),
      },
      season: gameDate.slice(0, 4),
      bucket,
      productions: productions.length,
      series: chartSeries(charts, bucket, scope === 'all' ? 'Other brands' : 'Other shows'),
      best: await bestOf(repos, productions.flatMap((p) => p.segments.map((score) => ({ score, productionId: p.productionId, showName: showName(p), date: p.date })))),
    };
  };
}
