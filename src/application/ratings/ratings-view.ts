import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { byId } from '../../domain/production/completion-work';
import { forGameBrands, readGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { bestOf, type BestSegment } from './best-segments';
import { segmentScores } from './segment-scores';
import { readProductionHistory } from '../history';
import { LOOKUP } from '../../domain/entities/production-lookup';
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

const byDate = (a: Stored<Production>, b: Stored<Production>) => a.date.localeCompare(b.date) || a.id - b.id;

/**
 * `/ratings`: viewers and match ratings of the completed productions of a window, per brand or
 * per show. Reads only the window's productions (the date index) and their cards as played
 * (issue 19: kept on each production by its completion, so no segment is read for the charts);
 * then only the best segments themselves and their casts.
 */
export function createRatingsView({ repos }: { repos: Repositories }) {
  return async (filter: RatingsFilter = {}): Promise<RatingsView> => {
    const game = await readGame(repos);
    const gameDate = game?.date ?? '';
    const [allBrands, allShows] = await Promise.all([repos.Brand.all(), repos.Show.all()]);
    const brands = game ? forGameBrands(allBrands.map((b) => ({ ...b, brandIds: [b.id] })), game) : allBrands;
    const shows = game ? forGameBrands(allShows, game) : allShows;
    const known = new Set<string>([...allBrands.map((b) => `brand:${b.id}`), ...allShows.map((s) => `show:${s.id}`)]);
    const scope: RatingsScope = filter.scope && known.has(filter.scope) ? filter.scope : 'all';
    const window = filter.window ?? 'season';

    const from = windowStart(window, gameDate);
    const [kind, id] = [scope.split(':')[0], Number(scope.split(':')[1])];
    const inScope = (p: Production) => kind === 'all' || (kind === 'brand' ? p.brandIds.includes(id) : p.showId === id);
    // Issue 19: through the lookup index only the scope's completed productions of the window are read.
    const history = await readProductionHistory(repos, game);
    const prefix = kind === 'all' ? LOOKUP.done : kind === 'brand' ? LOOKUP.brand(id) : LOOKUP.show(id);
    const read = history.indexed
      ? await history.productions(prefix, { from: from ?? undefined })
      : from ? await repos.Production.findBetween('date', from, LAST_DAY) : await repos.Production.all();
    const productions = read.filter((p) => p.complete && inScope(p)).sort(byDate);
    const scores = await segmentScores(repos, productions);

    const showById = byId(allShows);
    const brandName = new Map(allBrands.map((b) => [b.id, b.name]));
    const showName = (p: Production) => (p.showId && showById.get(p.showId)?.name) || p.name || NO_SHOW;
    const linesOf = (p: Production) => {
      if (kind !== 'all') return [{ key: p.showId ? `show:${p.showId}` : `name:${showName(p)}`, name: showName(p) }];
      const own = p.brandIds.filter((b) => brandName.has(b));
      return own.length ? own.map((b) => ({ key: `brand:${b}`, name: brandName.get(b)! })) : [{ key: 'brand:none', name: 'No brand' }];
    };
    const rows = productions.map((p) => {
      const own = scores.get(p.id) ?? [];
      // A match counts when it had people booked.
      const ratings = own.filter((s) => kindOrDefault(s.type).competition && s.booked).map((s) => s.rating);
      return { p, own, chart: { date: p.date, viewers: p.viewers, ratings, lines: linesOf(p) } };
    });

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
      series: chartSeries(rows.map((r) => r.chart), bucket, kind === 'all' ? 'Other brands' : 'Other shows'),
      best: await bestOf(repos, rows.flatMap(({ p, own }) => own.map((score) => ({ score, productionId: p.id, showName: showName(p), date: p.date })))),
    };
  };
}
