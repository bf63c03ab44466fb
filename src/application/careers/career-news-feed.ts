import type { IsoDate, Stored } from '../../domain/entities/base';
import { readCareerNews, type CareerNews, type CareerNewsKind } from '../../domain/entities/career-news';
import { isLiving, type Game } from '../../domain/entities/game';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { addDays } from '../../domain/dates';
import { FAREWELL, isFarewellDate } from '../../domain/rules/living/farewell';
import { stayChance, stayProblem } from '../../domain/rules/living/retirement-delay';
import { showsOnDate } from '../../domain/rules/schedule';
import type { Repositories } from '../ports/unit-of-work.port';
import { requireGame } from '../game';

export interface Named {
  id: number;
  name: string;
}

/** One line of the careers news, with the people it names (each links to their page). */
export interface CareerNewsLine {
  date: IsoDate;
  kind: CareerNewsKind;
  text: string;
  people: Named[];
  championship: Named | null;
}

export interface CareerNewsFeed {
  /** Newest first. */
  lines: CareerNewsLine[];
  /** Lines kept in all (the feed may show fewer). */
  total: number;
  /** The game plays the living rules (a classic game has no careers news). */
  living: boolean;
}

/** A show of the wrestler's brand in their farewell week. */
export interface FarewellShow {
  showId: number;
  showName: string;
  date: IsoDate;
}

/** One of the player's wrestlers who announced retirement (Backstage). */
export interface RetiringRow {
  id: number;
  name: string;
  retiresOn: IsoDate;
  /** The first day of the farewell week (farewell.ts). */
  farewellFrom: IsoDate;
  /** The farewell week has begun: book the match now. */
  farewellNow: boolean;
  /** Their brand's shows in the farewell week. */
  farewellShows: FarewellShow[];
  askedToStay: IsoDate;
  /** Their answer to the player's ask, as the news kept it (null when never asked). */
  answer: string | null;
  cannotAsk: string | null;
  /** The chance of a yes if asked today (0–1). */
  chance: number;
}

/**
 * A rookie's first signing with a promotion, from the talent war's board (game.talentMoves): a move
 * from free agency of a wrestler the news saw arrive as a free agent. Issue 36: since signings are
 * stored as news (rookieSigningNews), only for a save whose news has no signing of theirs.
 */
function rookieSignings(game: Pick<Game, 'talentMoves'>, news: readonly CareerNews[]): CareerNews[] {
  const arrived = new Set(news.filter((n) => n.kind === 'arrived').map((n) => n.wrestlerId));
  const seen = new Set(news.filter((n) => n.kind === 'signed').map((n) => n.wrestlerId));
  return (game.talentMoves ?? []).flatMap((m): CareerNews[] => {
    if (m.fromCompanyId !== null || m.toCompanyId === null || !arrived.has(m.wrestlerId) || seen.has(m.wrestlerId)) return [];
    seen.add(m.wrestlerId);
    return [{ date: m.date, kind: 'signed', wrestlerId: m.wrestlerId, championshipId: null, companyId: m.toCompanyId, text: m.reason }];
  });
}

/**
 * The careers news (game.careerNews, and rookies' first signings from the talent board), newest
 * first, at most `limit` lines; `companyId` keeps the lines about one promotion and free agents.
 */
export async function readCareerNewsFeed(repos: Repositories, limit: number, companyId?: number | null): Promise<CareerNewsFeed> {
  const game = await requireGame(repos);
  const stored = readCareerNews(game.careerNews);
  const all = [...stored, ...rookieSignings(game, stored)]
    .map((n, i) => ({ n, i }))
    .sort((a, b) => b.n.date.localeCompare(a.n.date) || b.i - a.i)
    .map(({ n }) => n)
    .filter((n) => companyId === undefined || companyId === null || n.companyId === null || n.companyId === companyId);
  const shown = all.slice(0, Math.max(0, limit));
  const wrestlerIds = [...new Set(shown.flatMap((n) => (n.wrestlerId === null ? [] : [n.wrestlerId])))];
  const titleIds = [...new Set(shown.flatMap((n) => (n.championshipId === null ? [] : [n.championshipId])))];
  const [wrestlers, titles] = await Promise.all([repos.Wrestler.getMany(wrestlerIds), repos.Championship.getMany(titleIds)]);
  const name = new Map(wrestlers.map((w) => [w.id, w.name]));
  const title = new Map(titles.map((t) => [t.id, t.name]));
  return {
    living: isLiving(game),
    total: all.length,
    lines: shown.map((n) => ({
      date: n.date,
      kind: n.kind,
      text: n.text,
      people: n.wrestlerId !== null && name.has(n.wrestlerId) ? [{ id: n.wrestlerId, name: name.get(n.wrestlerId)! }] : [],
      championship: n.championshipId !== null && title.has(n.championshipId) ? { id: n.championshipId, name: title.get(n.championshipId)! } : null,
    })),
  };
}

/** Days of a wrestler's farewell week (farewell.ts): the days before the last day that are in it. */
const farewellDays = (retiresOn: IsoDate, stepDays: number): IsoDate[] => {
  const span = Math.max(FAREWELL.days, stepDays);
  return Array.from({ length: span }, (_, i) => addDays(retiresOn, i - span)).filter((d) => isFarewellDate(retiresOn, d, stepDays));
};

/** The player's wrestlers with a retirement announced (soonest first), for Backstage. */
export function retiringRows(game: Stored<Game>, wrestlers: readonly Stored<Wrestler>[], shows: readonly Stored<Show>[]): RetiringRow[] {
  const answers = new Map(readCareerNews(game.careerNews).filter((n) => n.kind === 'stay').map((n) => [n.wrestlerId, n.text]));
  const own = (w: Stored<Wrestler>) => game.brandIds.length === 0 || w.brandIds.some((id) => game.brandIds.includes(id));
  return wrestlers
    .filter((w) => w.retiresOn && !w.retired && own(w))
    .sort((a, b) => a.retiresOn.localeCompare(b.retiresOn) || a.id - b.id)
    .map((w) => {
      const days = farewellDays(w.retiresOn, game.amountOfDays);
      return {
        id: w.id,
        name: w.name,
        retiresOn: w.retiresOn,
        farewellFrom: days[0] ?? w.retiresOn,
        farewellNow: days.length > 0 && days[0] <= addDays(game.date, Math.max(FAREWELL.days, game.amountOfDays) - 1),
        farewellShows: days.flatMap((date) => showsOnDate(shows, date, w.brandIds).map((s) => ({ showId: s.id, showName: s.name, date }))),
        askedToStay: w.askedToStay ?? '',
        answer: answers.get(w.id) ?? null,
        cannotAsk: stayProblem(game, { ...w, askedToStay: w.askedToStay ?? '' }),
        chance: stayChance(w, game.date),
      };
    });
}
