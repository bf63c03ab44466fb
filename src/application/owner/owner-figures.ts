import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { IsoDate } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { OwnerTally, OwnerYear } from '../../domain/entities/owner-season';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import { isCompetitionType } from '../../domain/catalog/segment-kinds';
import { difficultyOf, isPlayerShow, isRivalShow, playerCompanyOf } from '../../domain/entities/promotion';
import { contestedNights } from '../../domain/rules/owner/contested-nights';
import type { OwnerFigures, OwnerSituation } from '../../domain/rules/owner/objectives';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 18 item 5: what the owner's rules read, from the storage given. A year's productions come
 * through the date index (never the whole table); segments by the ids those productions list. Each
 * week reads only its own productions (the year's tally, issue 19); the close reads the whole year.
 */

const playerOwns = (row: { brandIds: readonly number[] }, game: Pick<Game, 'brandIds'>): boolean =>
  row.brandIds.some((id) => game.brandIds.includes(id));

export const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The complete productions of a calendar year (every promotion), in date order. */
export async function productionsOfYear(repos: Repositories, year: number): Promise<Stored<Production>[]> {
  const rows = await repos.Production.findBetween('date', `${year}-01-01`, `${year}-12-31\uffff`);
  return rows.filter((production) => production.complete).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** The player's brands' combined balance. */
export const playerBalance = (brands: readonly Stored<Brand>[], game: Pick<Game, 'brandIds'>): number =>
  brands.filter((brand) => game.brandIds.includes(brand.id)).reduce((sum, brand) => sum + brand.balance, 0);

/**
 * The player's promotion as a year starts: its flagship show (most viewers, weekly shows first), top
 * title, and (issue 35) the nights of `year` it contests by the schedule from the game's date on.
 */
export async function ownerSituation(repos: Repositories, game: Stored<Game>, year: number = yearOf(game.date)): Promise<OwnerSituation> {
  const [shows, championships, brands] = await Promise.all([repos.Show.all(), repos.Championship.all(), repos.Brand.all()]);
  const mine = shows.filter((show) => playerOwns(show, game));
  const flagship = [...mine].sort((a, b) => Number(a.special) - Number(b.special) || b.avgViewers - a.avgViewers || a.id - b.id)[0];
  const title = championships
    .filter((championship) => championship.active && playerOwns(championship, game))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)[0];
  return {
    difficulty: difficultyOf(game),
    flagship: flagship ? { id: flagship.id, name: flagship.name, avgViewers: flagship.avgViewers } : null,
    balance: playerBalance(brands, game),
    topTitle: title ? { id: title.id, name: title.name } : null,
    contestedNights: contestedNights(
      shows, game.date > `${year}-01-01` ? game.date.slice(0, 10) : `${year}-01-01`, `${year}-12-31`,
      (show) => isPlayerShow(show, game), (show) => isRivalShow(show, game),
    ),
  };
}

/** What the objectives measure in a list of productions: the player's complete ones of the year, their viewers by show and their title matches' ratings. */
async function countProductions(repos: Repositories, game: Stored<Game>, year: number, productions: readonly Stored<Production>[]) {
  const ofYear = productions.filter((production) => production.complete && yearOf(production.date) === year && playerOwns(production, game));
  const viewersByShow = new Map<number, number[]>();
  for (const production of ofYear) {
    if (production.showId === null) continue;
    viewersByShow.set(production.showId, [...(viewersByShow.get(production.showId) ?? []), production.viewers]);
  }
  const segments: Stored<Segment>[] = await repos.Segment.getMany(ofYear.flatMap((production) => production.segmentIds));
  const ratingsByTitle = new Map<number, number[]>();
  for (const segment of segments) {
    if (!segment.complete || !isCompetitionType(segment.type)) continue;
    for (const id of segment.championshipIds) ratingsByTitle.set(id, [...(ratingsByTitle.get(id) ?? []), segment.rating]);
  }
  return { viewersByShow, ratingsByTitle };
}

const nightsWonIn = (game: Stored<Game>, year: number): number => {
  const player = playerCompanyOf(game);
  const tally = game.warTally.find((entry) => entry.year === year);
  return player === null ? 0 : tally?.wonBy[String(player)] ?? 0;
};

/** The figures of a year so far: the player's shows' viewers, its titles' match ratings, the balance, nights won. */
export async function ownerFigures(repos: Repositories, game: Stored<Game>, year: number, productions?: Stored<Production>[]): Promise<OwnerFigures> {
  const counted = await countProductions(repos, game, year, productions ?? (await productionsOfYear(repos, year)));
  return { ...counted, balance: playerBalance(await repos.Brand.all(), game), nightsWon: nightsWonIn(game, year) };
}

/** The show and title a year's objectives are measured on (undefined when it has none). */
const subjectOf = (year: OwnerYear, kind: string): number | undefined => year.objectives.find((objective) => objective.kind === kind)?.subjectId;

/**
 * Issue 19: the year's tally brought up to `upTo` (exclusive) by reading only the productions dated
 * since it was last brought up to date (a week's, through the date index), instead of the whole year
 * every week. A year with no tally yet (its first week, or a record kept before it) counts from 1 January.
 * A production completed after its week was counted waits for the year's close, which counts afresh.
 */
export async function tallyTo(repos: Repositories, game: Stored<Game>, year: OwnerYear, upTo: IsoDate): Promise<OwnerTally> {
  const tally = year.tally ?? { upTo: `${year.year}-01-01`, viewers: [], ratings: [] };
  if (upTo <= tally.upTo) return tally;
  const found = await repos.Production.findBetween('date', tally.upTo, upTo);
  const counted = await countProductions(repos, game, year.year, found.filter((production) => production.date < upTo));
  const [show, title] = [subjectOf(year, 'viewers'), subjectOf(year, 'prestige')];
  return {
    upTo,
    viewers: [...tally.viewers, ...(show === undefined ? [] : counted.viewersByShow.get(show) ?? [])],
    ratings: [...tally.ratings, ...(title === undefined ? [] : counted.ratingsByTitle.get(title) ?? [])],
  };
}

/** The figures of a year from its tally (its subjects only), the balance and nights won. */
export async function tallyFigures(repos: Repositories, game: Stored<Game>, year: OwnerYear, tally: OwnerTally): Promise<OwnerFigures> {
  const [show, title] = [subjectOf(year, 'viewers'), subjectOf(year, 'prestige')];
  return {
    viewersByShow: new Map(show === undefined ? [] : [[show, tally.viewers]]),
    ratingsByTitle: new Map(title === undefined ? [] : [[title, tally.ratings]]),
    balance: playerBalance(await repos.Brand.all(), game),
    nightsWon: nightsWonIn(game, year.year),
  };
}
