import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import { isCompetitionType } from '../../domain/catalog/segment-kinds';
import { difficultyOf, playerCompanyOf } from '../../domain/entities/promotion';
import type { OwnerFigures, OwnerSituation } from '../../domain/rules/owner/objectives';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 18 item 5: what the owner's rules read, from the storage given. A year's productions come
 * through the date index (never the whole table); segments by the ids those productions list.
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

/** The player's promotion as a year starts: its flagship show (most viewers, weekly shows first) and top title. */
export async function ownerSituation(repos: Repositories, game: Stored<Game>): Promise<OwnerSituation> {
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
  };
}

/** The figures of a year so far: the player's shows' viewers, its titles' match ratings, the balance, nights won. */
export async function ownerFigures(repos: Repositories, game: Stored<Game>, year: number, productions?: Stored<Production>[]): Promise<OwnerFigures> {
  const ofYear = (productions ?? (await productionsOfYear(repos, year))).filter((production) => playerOwns(production, game));
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
  const player = playerCompanyOf(game);
  const tally = game.warTally.find((entry) => entry.year === year);
  return {
    viewersByShow,
    balance: playerBalance(await repos.Brand.all(), game),
    ratingsByTitle,
    nightsWon: player === null ? 0 : tally?.wonBy[String(player)] ?? 0,
  };
}
