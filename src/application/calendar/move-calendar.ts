import type { Stored } from '../../domain/entities/base';
import { GAME_ID, isLiving, type Game } from '../../domain/entities/game';
import { sameRecord } from '../../domain/records/same-record';
import { advanceDays, moveGameDate } from '../../domain/rules/calendar';
import { runWeekRules, type WeekWorld } from '../../domain/rules/living/week-rules';
import { hasRivals } from '../../domain/entities/promotion';
import { freshRng } from '../deps';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { afterRivalWeek, runRivalWeek } from '../rivals/rival-week';
import { retryOnConflict } from './sweep-attempts';
import { openSweepBatch, type SweepDeps } from './sweep-window';

/** `inBatch`: the storage is already a batch the caller commits (simulate-weeks' week). */
type Deps = Pick<SweepDeps, 'unitOfWork' | 'random'> & Partial<SweepDeps> & { inBatch?: boolean };

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
  return tx.Game.update(GAME_ID, { ...next.game, date: to });
}

/**
 * SPEC §4 "Game day advance": forward moves the date by amountOfDays and heals every wrestler
 * by 0.5 (never below 0), all in one unit of work; backward moves the date back with no healing.
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
   * are scored, then the living week (talent market included), then the owner's year, all in one
   * batch committed in one transaction (retried afresh when another tab changed a row meanwhile).
   */
  async function rivalForward(deps: SweepDeps & { inBatch?: boolean }, before: Stored<Game>): Promise<Stored<Game>> {
    if (deps.inBatch || !deps.batchSource) {
      await runRivalWeek(deps);
      const after = await plainForward();
      await afterRivalWeek(deps, before, after);
      return deps.repos.Game.get(GAME_ID) as Promise<Stored<Game>>;
    }
    const source = deps.batchSource;
    return retryOnConflict(deps.logger, 'the rivals ran their week', async () => {
      const { storage, batch } = await openSweepBatch(deps, source);
      const game = await createMoveCalendar({ ...storage, productions: deps.productions, inBatch: true }).forward();
      await batch.commit();
      return game;
    });
  }

  const forward = async (): Promise<Stored<Game>> => {
    // Without repositories (a rule's own test) there is no sweep to run: the plain week.
    if (!deps.repos) return plainForward();
    const game = await requireGame(deps.repos);
    return hasRivals(game) ? rivalForward(deps as SweepDeps, game) : plainForward();
  };

  const backward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      return tx.Game.update(GAME_ID, { date: moveGameDate(game, -game.amountOfDays).date });
    });

  return { forward, backward };
}
