import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { PlayedSegment } from '../../domain/entities/played-card';
import type { Production } from '../../domain/entities/production';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory, type ProductionHistory } from '../history/production-history';
import type { Repositories } from '../ports/unit-of-work.port';
import { bookedAppearances, careerAppearances, newestAppearanceFirst, pastAppearances, type CareerAppearance, type Named } from './career-appearances';

/** Shows per page of a career's history. */
export const HISTORY_PER_PAGE = 10;

/** One page of a career's history: the segments of ten shows, newest first. */
export interface CareerHistoryPage {
  /** The wrestler's completed segments on this page's shows, newest first. */
  rows: CareerAppearance[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** Shows (productions) the wrestler has appeared on. */
  shows: number;
}

type CareerRepos = Pick<Repositories, 'Game' | 'Appearance' | 'Segment' | 'Production' | 'Show' | 'Wrestler' | 'Championship'>;

const clampPage = (requested: number, pages: number) => Math.min(Math.max(1, Math.trunc(requested) || 1), pages);

/**
 * Issue 19: the wrestler's rows of some productions, built from their cards (what the completion
 * kept on each production), so a career reads its page's productions and names, never a segment
 * of a played show.
 */
async function rowsOf(repos: CareerRepos, history: ProductionHistory, wrestlerId: number, productions: readonly Stored<Production>[]) {
  const cards = await history.cards(productions);
  const placed = productions.flatMap((production) =>
    (cards.get(production.id) ?? []).filter((s) => s.cast.some((c) => c.wrestlerId === wrestlerId)).map((segment) => ({ production, segment })));
  const ids = <T>(values: T[]) => [...new Set(values)];
  const [wrestlers, shows, titles] = await Promise.all([
    repos.Wrestler.getMany(ids(placed.flatMap(({ segment }) => segment.cast.map((c) => c.wrestlerId)))),
    repos.Show.getMany(ids(placed.flatMap(({ production }) => (production.showId === null ? [] : [production.showId])))),
    repos.Championship.getMany(ids(placed.flatMap(({ segment }) => segment.championshipIds))),
  ]);
  const names = new Map(wrestlers.map((w) => [w.id, w.name]));
  const showNames = new Map(shows.map((s) => [s.id, s.name]));
  const titleNames = new Map(titles.map((c) => [c.id, c.name]));
  const named = (id: number): Named => ({ id, name: names.get(id) ?? 'A deleted wrestler' });
  return placed.map(({ production, segment }) => rowOf(wrestlerId, production, segment, named, showNames, titleNames)).sort(newestAppearanceFirst);
}

function rowOf(
  wrestlerId: number,
  production: Stored<Production>,
  segment: PlayedSegment,
  named: (id: number) => Named,
  showNames: Map<number, string>,
  titleNames: Map<number, string>,
): CareerAppearance {
  const own = segment.cast.find((c) => c.wrestlerId === wrestlerId)!;
  const others = segment.cast.filter((c) => c.wrestlerId !== wrestlerId);
  const kind = kindOrDefault(segment.type);
  return {
    segmentId: segment.segmentId,
    productionId: production.id,
    showName: (production.showId !== null && showNames.get(production.showId)) || production.name || 'No production',
    date: production.date,
    kindName: kind.name,
    competition: kind.competition,
    partners: others.filter((c) => c.groupId === own.groupId).map((c) => named(c.wrestlerId)),
    opponents: others.filter((c) => c.groupId !== own.groupId).map((c) => named(c.wrestlerId)),
    result: own.result,
    rating: segment.rating,
    duration: segment.duration,
    championships: segment.championshipIds.map((id) => ({ id, name: titleNames.get(id) ?? 'Unknown championship' })),
    complete: segment.complete,
    productionComplete: production.complete,
    standing: own.momentum !== undefined && own.popularity !== undefined ? { momentum: own.momentum, popularity: own.popularity } : null,
  };
}

/** A game from before the lookup index: the whole history read once, paged by show as the index pages. */
function pageOfRows(past: readonly CareerAppearance[], requested: number): CareerHistoryPage {
  // A segment no production holds stands for a show of its own.
  const showOf = (row: CareerAppearance) => (row.productionId === null ? `segment:${row.segmentId}` : `production:${row.productionId}`);
  const shows = [...new Set(past.map(showOf))];
  const pages = Math.max(1, Math.ceil(shows.length / HISTORY_PER_PAGE));
  const page = clampPage(requested, pages);
  const shown = new Set(shows.slice((page - 1) * HISTORY_PER_PAGE, page * HISTORY_PER_PAGE));
  return { rows: past.filter((row) => shown.has(showOf(row))), page, pages, shows: shows.length };
}

async function indexedPage(repos: CareerRepos, history: ProductionHistory, wrestlerId: number, requested: number): Promise<CareerHistoryPage> {
  const shows = await history.count(LOOKUP.wrestler(wrestlerId));
  const pages = Math.max(1, Math.ceil(shows / HISTORY_PER_PAGE));
  const page = clampPage(requested, pages);
  const productions = await history.productions(LOOKUP.wrestler(wrestlerId), { newestFirst: true, offset: (page - 1) * HISTORY_PER_PAGE, limit: HISTORY_PER_PAGE });
  const rows = (await rowsOf(repos, history, wrestlerId, productions)).filter((row) => row.complete);
  return { rows, page, pages, shows };
}

/** What is booked for the wrestler from the game date on, soonest first (only productions still booking are read). */
async function indexedUpcoming(repos: CareerRepos, history: ProductionHistory, game: Stored<Game>, wrestlerId: number) {
  const open = await history.productions(LOOKUP.open, { from: game.date });
  return bookedAppearances(await rowsOf(repos, history, wrestlerId, open), game.date);
}

/** A page of the wrestler's completed segments, ten shows to a page, newest first. */
export async function careerHistoryPage(repos: CareerRepos, game: Stored<Game>, wrestlerId: number, requested = 1): Promise<CareerHistoryPage> {
  return (await careerRecord(repos, game, wrestlerId, requested)).history;
}

/** A page of the history and what is booked from the game date on (a game from before the index reads all once for both). */
export async function careerRecord(repos: CareerRepos, game: Stored<Game>, wrestlerId: number, requested = 1): Promise<{ history: CareerHistoryPage; upcoming: CareerAppearance[] }> {
  const history = await readProductionHistory(repos, game);
  if (history.indexed) {
    const [page, upcoming] = await Promise.all([indexedPage(repos, history, wrestlerId, requested), indexedUpcoming(repos, history, game, wrestlerId)]);
    return { history: page, upcoming };
  }
  const rows = (await careerAppearances(repos, [wrestlerId])).get(wrestlerId) ?? [];
  return { history: pageOfRows(pastAppearances(rows), requested), upcoming: bookedAppearances(rows, game.date) };
}

/** Each wrestler's newest completed segment (null before the first): one production read per wrestler. */
export async function lastAppearances(repos: CareerRepos, game: Stored<Game>, wrestlerIds: readonly number[]): Promise<Map<number, CareerAppearance | null>> {
  const history = await readProductionHistory(repos, game);
  if (!history.indexed) {
    const all = await careerAppearances(repos, wrestlerIds);
    return new Map(wrestlerIds.map((id) => [id, pastAppearances(all.get(id) ?? [])[0] ?? null]));
  }
  const found = await Promise.all(wrestlerIds.map(async (id) => {
    const newest = await history.productions(LOOKUP.wrestler(id), { newestFirst: true, limit: 1 });
    return [id, (await rowsOf(repos, history, id, newest)).find((row) => row.complete) ?? null] as const;
  }));
  return new Map(found);
}
