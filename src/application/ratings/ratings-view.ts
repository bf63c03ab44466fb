import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import { byId } from '../../domain/production/completion-work';
import { forGameBrands, readGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { bestSegments, type BestSegment } from './best-segments';
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

/**
 * The segments of the window. Fetching ids one by one costs ~0.1 ms each in Chromium (15,000 of
 * ten seasons: over a second); when the window wants most of the table, one sweep of it is
 * several times faster, even with the rows it then drops.
 */
async function readSegments(repos: Pick<Repositories, 'Segment'>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Stored<Segment>>();
  if (ids.length * 2 < (await repos.Segment.count())) return byId(await repos.Segment.getMany(ids));
  const wanted = new Set(ids);
  return byId((await repos.Segment.all()).filter((s) => wanted.has(s.id)));
}

const byDate = (a: Stored<Production>, b: Stored<Production>) => a.date.localeCompare(b.date) || a.id - b.id;

/**
 * `/ratings`: viewers and match ratings of the completed productions of a window, per brand or
 * per show. Reads only the window's productions (the date index) and their segments; appearances
 * only for the best segments' casts.
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
    const productions = (from ? await repos.Production.findBetween('date', from, LAST_DAY) : await repos.Production.all())
      .filter((p) => p.complete && inScope(p))
      .sort(byDate);
    const segments = await readSegments(repos, productions.flatMap((p) => p.segmentIds));

    const showById = byId(allShows);
    const brandName = new Map(allBrands.map((b) => [b.id, b.name]));
    const showName = (p: Production) => (p.showId && showById.get(p.showId)?.name) || p.name || NO_SHOW;
    const linesOf = (p: Production) => {
      if (kind !== 'all') return [{ key: p.showId ? `show:${p.showId}` : `name:${showName(p)}`, name: showName(p) }];
      const own = p.brandIds.filter((b) => brandName.has(b));
      return own.length ? own.map((b) => ({ key: `brand:${b}`, name: brandName.get(b)! })) : [{ key: 'brand:none', name: 'No brand' }];
    };
    const rows = productions.map((p) => {
      const own = p.segmentIds.flatMap((sid) => segments.get(sid) ?? []);
      // A match counts when it had people booked (completion's rule reads the cast; its ids suffice here).
      const ratings = own.filter((s) => kindOrDefault(s.type).competition && s.appearanceIds.length > 0).map((s) => s.rating);
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
      best: await bestSegments(repos, rows.flatMap(({ p, own }) => own.map((segment) => ({ segment, productionId: p.id, showName: showName(p), date: p.date })))),
    };
  };
}
