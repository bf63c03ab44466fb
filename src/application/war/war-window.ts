import { addDays } from '../../domain/dates';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import { cardRatingOf, type Production } from '../../domain/entities/production';
import { companyOfShow, isPlayerShow } from '../../domain/entities/promotion';
import { readRivalries } from '../../domain/entities/rivalry';
import type { Segment } from '../../domain/entities/segment';
import type { Show } from '../../domain/entities/show';
import { cardDraw, ratingsDraw, RECENT_CARDS, rivalriesDraw, type DrawParts } from '../../domain/rules/living/ratings-war';
import { scheduleDays, showsOnDate } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';

/** One played show of a night, with what it drew. */
export interface PlayedShow {
  production: Stored<Production>;
  show: Stored<Show>;
  companyId: number;
  parts: DrawParts;
  /** Tonight's card rating in stars (null: unknown). */
  stars: number | null;
}

/** One night of the window: the shows played and the player's shows scheduled but not played. */
export interface WindowNight {
  night: IsoDate;
  played: PlayedShow[];
  absent: Stored<Show>[];
}

/** How far back the recent ratings look: RECENT_CARDS weekly cards and a week more. */
const LOOKBACK_DAYS = 7 * (RECENT_CARDS + 1);

const dayOf = (production: Pick<Production, 'date'>): IsoDate => production.date.slice(0, 10);

/** A card's stars, as kept at completion, or from its segments for a production completed before that was kept. */
function cardStars(production: Production, segments: ReadonlyMap<number, Segment>): number | null {
  if (production.cardRating !== null && production.cardRating !== undefined) return production.cardRating;
  return cardRatingOf(production.segmentIds.flatMap((id) => segments.get(id) ?? []));
}

/**
 * The schedule window's nights as the war sees them, read by the date index (the window and the
 * weeks before it, for the recent ratings): every complete production of any promotion, with the
 * parts of its draw, and the player's shows that had no complete production.
 */
export async function readWarWindow(repos: Repositories, game: Stored<Game>): Promise<WindowNight[]> {
  const days = scheduleDays(game);
  if (days.length === 0) return [];
  const [first, last] = [days[0], days[days.length - 1]];
  const [shows, brands, found] = await Promise.all([
    repos.Show.all(),
    repos.Brand.all(),
    repos.Production.findBetween('date', addDays(first, -LOOKBACK_DAYS), `${last}\uffff`),
  ]);
  const complete = found.filter((p) => p.complete && p.showId !== null && dayOf(p) <= last);
  const inWindow = complete.filter((p) => dayOf(p) >= first);
  // Issue 19: the weeks before only for cards completed before their stars were kept on them.
  const needSegments = complete.filter((p) => dayOf(p) >= first || p.cardRating === null || p.cardRating === undefined);
  const segments = new Map((await repos.Segment.getMany(needSegments.flatMap((p) => p.segmentIds))).map((s) => [s.id, s]));
  const windowSegments = inWindow.flatMap((p) => p.segmentIds.map((id) => segments.get(id)).filter((s) => s !== undefined));
  const appearances = new Map((await repos.Appearance.getMany(windowSegments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
  const wrestlers = new Map((await repos.Wrestler.getMany([...new Set([...appearances.values()].map((a) => a.wrestlerId))])).map((w) => [w.id, w]));
  const showsById = new Map(shows.map((s) => [s.id, s]));
  const rivalries = readRivalries(game.rivalries);

  const played = (production: Stored<Production>): PlayedShow[] => {
    const show = showsById.get(production.showId!);
    const companyId = show ? companyOfShow(show, game, brands) : null;
    if (!show || companyId === null) return [];
    const onCard = new Set(
      production.segmentIds.flatMap((id) => segments.get(id)?.appearanceIds ?? []).map((id) => appearances.get(id)).filter((a) => a && !a.manager).map((a) => a!.wrestlerId),
    );
    const recent = complete
      .filter((p) => p.showId === show.id && p.date <= production.date)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((p) => cardStars(p, segments))
      .filter((stars) => stars !== null);
    const parts = {
      card: cardDraw([...onCard].map((id) => wrestlers.get(id)?.popularity ?? 0)),
      ratings: ratingsDraw(recent),
      rivalries: rivalriesDraw(rivalries, onCard, dayOf(production)),
    };
    return [{ production, show, companyId, parts, stars: cardStars(production, segments) }];
  };

  return days.map((night) => {
    const tonight = inWindow.filter((p) => dayOf(p) === night);
    const playedShowIds = new Set(tonight.map((p) => p.showId));
    const absent = showsOnDate(shows, night, game.brandIds).filter((s) => isPlayerShow(s, game) && !playedShowIds.has(s.id));
    return { night, played: tonight.flatMap(played), absent };
  });
}
