import type { Stored } from '../../domain/entities/base';
import { GAME_ID, isLiving, type Game } from '../../domain/entities/game';
import { sameRecord } from '../../domain/records/same-record';
import { advanceDays, moveGameDate } from '../../domain/rules/calendar';
import { runWeekRules, type WeekWorld } from '../../domain/rules/living/week-rules';
import { arrivalNews, careerNewsOfWeek } from '../../domain/rules/living/career-news-week';
import { withCareerNews } from '../../domain/entities/career-news';
import { hasRivals } from '../../domain/entities/promotion';
import { freshRng } from '../deps';
import { CatalogueError, TimeMessages } from '../../domain/errors';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { afterRivalWeek, runRivalWeek } from '../rivals/rival-week';
import type { RivalShowsSummary } from '../rivals/rival-shows';
import { retryOnConflict } from '../edits/retry-on-conflict';
import { openSweepBatch, type OnProgress, type SweepDeps } from './sweep-window';

/** `inBatch`: the storage is already a batch the caller commits (simulate-weeks' week). */
type Deps = Pick<SweepDeps, 'unitOfWork' | 'random'> & Partial<SweepDeps> & { inBatch?: boolean };

/**
 * Issue 18: what a caller of forward may watch (optional; forward still returns the Game). Without
 * rivals neither is called.
 */
export interface ForwardOptions {
  /** The rivals' shows: (0, total) once known, then after each one (again from 0 if the week is retried). */
  onRivalProgress?: OnProgress;
  /** What the rivals' week did, once it is saved. */
  onRivalShows?: (summary: RivalShowsSummary) => void;
}

/** Only the records a step changed are written back. */
const changed = <T>(before: readonly T[], after: readonly T[]): T[] => after.filter((record, i) => !sameRecord(record, before[i]));

/**
 * Issue 15: a living game's week, in the forward move's unit of work: the world read once, every
 * living week rule run (week-rules.ts), and what changed written back.
 */
async function livingWeek(tx: Repositories, game: Stored<Game>, random: Deps['random']): Promise<Stored<Game>> {
  const [wrestlers, brands, shows, championships, reigns] = await Promise.all([
    tx.Wrestler.all(), tx.Brand.all(), tx.Show.all(), tx.Championship.all(), tx.Reign.all(),
  ]);
  const to = moveGameDate(game, game.amountOfDays).date;
  const world: WeekWorld = {
    game, from: game.date, to, days: game.amountOfDays, wrestlers, brands, shows, championships,
    reigns: reigns.filter((reign) => reign.endDate === null), news: [],
  };
  const next = runWeekRules(world, freshRng(random));
  await Promise.all([
    tx.Wrestler.bulkPut(changed(wrestlers, next.wrestlers)),
    tx.Brand.bulkPut(changed(brands, next.brands)),
    tx.Show.bulkPut(changed(shows, next.shows)),
    tx.Championship.bulkPut(changed(championships, next.championships)),
    tx.Reign.bulkPut(changed(world.reigns, next.reigns)),
  ]);
  // Issue 36: the week's rookies (created after the rest, so the records read above keep their ids).
  const rookies = next.arrivals && next.arrivals.length > 0 ? await tx.Wrestler.bulkCreate(next.arrivals) : [];
  // Issue 36: the week's news about careers and belts is kept for Backstage, the office and the blog.
  const news = [...careerNewsOfWeek(world, next), ...arrivalNews(rookies, next.brands, to)];
  return tx.Game.update(GAME_ID, { ...next.game, date: to, ...(news.length > 0 ? { careerNews: withCareerNews(next.game.careerNews, news) } : {}) });
}

/**
 * SPEC §4 "Game day advance": forward moves the date by amountOfDays and heals every wrestler
 * by 0.5 (never below 0), all in one unit of work; backward moves the date back with no healing
 * (classic games only: issue 33).
 * A living game's forward move runs the living week instead (issue 15).
 */
export function createMoveCalendar(deps: Deps) {
  const { unitOfWork, random } = deps;
  const plainForward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      if (isLiving(game)) return livingWeek(tx, game, random);
      const wrestlers = await tx.Wrestler.all();
      const advanced = advanceDays(game, wrestlers);
      // Only the wrestlers whose damage changed are written back.
      await tx.Wrestler.bulkPut(advanced.wrestlers.filter((w, i) => w.damage !== wrestlers[i].damage));
      return tx.Game.update(GAME_ID, { date: advanced.game.date });
    });

  /**
   * Issue 18: with rival promotions the week is bigger: the rivals run their shows and the nights
   * are scored, then the living week (talent market included), then the owner's year. In a
   * caller's batch (or without one, in a rule's own test) it runs on the storage it was given.
   */
  async function rivalWeek(deps: SweepDeps, before: Stored<Game>, options: ForwardOptions): Promise<Stored<Game>> {
    const shows = await runRivalWeek(deps, { onProgress: options.onRivalProgress });
    const after = await plainForward();
    await afterRivalWeek(deps, before, after);
    // In a caller's batch the week is saved when the caller commits: reported here all the same.
    options.onRivalShows?.(shows);
    return deps.repos.Game.get(GAME_ID) as Promise<Stored<Game>>;
  }

  /**
   * A forward move of its own (the calendar's button, a bench's week) is one batch committed in one
   * transaction, retried afresh when another tab changed a row meanwhile: with rivals, the whole
   * week; without, the day advance alone (issue 19: the next sweep's batch then starts from this
   * commit instead of reading its tables again, since no plain write came between).
   */
  async function ownBatchForward(deps: SweepDeps & { batchSource: NonNullable<SweepDeps['batchSource']> }, options: ForwardOptions) {
    const source = deps.batchSource;
    let shows: RivalShowsSummary | null = null;
    const game = await retryOnConflict(deps.logger, 'the calendar moved forward', async () => {
      const { storage, batch } = await openSweepBatch(deps, source);
      const moved = await createMoveCalendar({ ...storage, productions: deps.productions, inBatch: true }).forward({
        onRivalProgress: options.onRivalProgress,
        onRivalShows: (summary) => (shows = summary),
      });
      await batch.commit();
      return moved;
    });
    if (shows) options.onRivalShows?.(shows);
    return game;
  }

  const forward = async (options: ForwardOptions = {}): Promise<Stored<Game>> => {
    // Without repositories (a rule's own test) there is no sweep to run: the plain week.
    if (!deps.repos) return plainForward();
    if (!deps.inBatch && deps.batchSource) return ownBatchForward({ ...(deps as SweepDeps), batchSource: deps.batchSource }, options);
    const game = await requireGame(deps.repos);
    return hasRivals(game) ? rivalWeek(deps as SweepDeps, game, options) : plainForward();
  };

  // Issue 33: a living game's time runs forward only (its weeks are paid, its rivals' shows played);
  // the schedule's Previous week browses instead. A classic game keeps the spec's backward action.
  const backward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      if (isLiving(game)) throw new CatalogueError(TimeMessages.calendarBackward);
      return tx.Game.update(GAME_ID, { date: moveGameDate(game, -game.amountOfDays).date });
    });

  return { forward, backward };
}
