import { DIFFICULTY_LEVELS, difficultyOf, playerCompanyOf } from '../../domain/entities/promotion';
import { isLiving } from '../../domain/entities/game';
import { weeklyCostsOf, type WeeklyCosts } from '../../domain/rules/living/weekly-costs';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Championship } from '../../domain/entities/championship';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { productionFor, scheduleDays, scheduleOccurrences } from '../../domain/rules/schedule';
import { LOOKUP } from '../../domain/entities/production-lookup';
import { readProductionHistory } from '../history';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { isInRing, namesOf } from '../../domain/rules/roster';

/** One show of this week's schedule window and the production booked for it, if any. */
export interface WeekShow {
  date: IsoDate;
  showId: number;
  showName: string;
  brandNames: string[];
  production: { id: number; complete: boolean } | null;
}

export interface BrandBalance {
  id: number;
  name: string;
  balance: number;
  /** Issue 15: the coming week's retainers and overheads, and any red-balance warning; null under classic rules. */
  weekly?: WeeklyCosts | null;
}

export interface Champion {
  championshipId: number;
  title: string;
  /** Holders by id and name (issue 35: each links to their page); empty while the title is vacant. */
  holders: { id: number; name: string }[];
}

export interface TopWrestler {
  id: number;
  name: string;
  points: number;
  brandNames: string[];
  /** Issue 15: the return date ('' when fit) and what the injury is. */
  injuredUntil: IsoDate;
  injury: string;
}

export interface RecentResult {
  productionId: number;
  name: string;
  date: IsoDate;
  payout: number;
  viewers: number;
}

/** Everything `/office` shows, read in one go. */
export interface OfficeView {
  date: IsoDate;
  daysPerStep: number;
  week: WeekShow[];
  balances: BrandBalance[];
  champions: Champion[];
  topWrestlers: TopWrestler[];
  recentResults: RecentResult[];
}

export const TOP_WRESTLERS = 10;
export const RECENT_RESULTS = 5;

/** The office read model: the game's brands only (every brand when the game names none). */
export function createOfficeView({ repos }: { repos: Repositories }) {
  return async (): Promise<OfficeView> => {
    const game = await requireGame(repos);
    // Issue 19: this week's productions by the date index, the last results through the lookup keys.
    const days = scheduleDays(game);
    const [shows, productions, recent, brands, championships, wrestlers] = await Promise.all([
      repos.Show.all(),
      days.length === 0 ? [] : repos.Production.findBetween('date', days[0], `${days.at(-1)}\uffff`),
      readProductionHistory(repos, game).then((history) => history.productions(LOOKUP.done, { newestFirst: true, limit: RECENT_RESULTS })),
      repos.Brand.all(),
      repos.Championship.all(),
      repos.Wrestler.all(),
    ]);
    const brandNames = namesOf(brands);
    const wrestlerNames = new Map(wrestlers.map((w) => [w.id, w.name]));
    const holdersOf = (ids: readonly number[]) =>
      ids.flatMap((id) => {
        const name = wrestlerNames.get(id);
        return name === undefined ? [] : [{ id, name }];
      });
    const ownBrands = game.brandIds.length === 0 ? brands : brands.filter((b) => game.brandIds.includes(b.id));
    // Issue 18: with a chosen promotion, the difficulty's share of the player's running costs.
    const difficulty = playerCompanyOf(game) === null ? null : { costs: DIFFICULTY_LEVELS[difficultyOf(game)].costs, brandIds: game.brandIds };
    const weekly = isLiving(game) ? weeklyCostsOf(brands, wrestlers, game.date, difficulty) : null;

    return {
      date: game.date,
      daysPerStep: game.amountOfDays,
      week: scheduleOccurrences(game, shows).map(({ date, show }) => weekShow(date, show, productions, brandNames)),
      balances: ownBrands.map(({ id, name, balance }: Stored<Brand>) => ({ id, name, balance, ...(weekly ? { weekly: weekly.get(id) ?? null } : {}) })),
      champions: forGameBrands(championships, game)
        .filter((title: Stored<Championship>) => title.active)
        .sort((a, b) => a.rank - b.rank)
        .map((title) => ({ championshipId: title.id, title: title.name, holders: holdersOf(title.wrestlerIds) })),
      topWrestlers: forGameBrands(wrestlers, game)
        .filter(isInRing)
        .sort((a: Stored<Wrestler>, b: Stored<Wrestler>) => b.points - a.points || a.name.localeCompare(b.name))
        .slice(0, TOP_WRESTLERS)
        .map(({ id, name, points, brandIds, injuredUntil, injury }) => ({ id, name, points, brandNames: brandNames(brandIds), injuredUntil, injury })),
      recentResults: recent
        .map((p) => ({ productionId: p.id, name: productionName(p, shows), date: p.date, payout: p.payout, viewers: p.viewers })),
    };
  };
}

function weekShow(
  date: IsoDate,
  show: Stored<Show>,
  productions: Stored<Production>[],
  brandNames: (ids: readonly number[]) => string[],
): WeekShow {
  const production = productionFor(productions, show.id, date);
  return {
    date,
    showId: show.id,
    showName: show.name,
    brandNames: brandNames(show.brandIds),
    production: production ? { id: production.id, complete: production.complete } : null,
  };
}

/** A production is known by its own name, else by its show's. */
const productionName = (production: Stored<Production>, shows: Stored<Show>[]): string =>
  production.name || shows.find((show) => show.id === production.showId)?.name || 'Production';
