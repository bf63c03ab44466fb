import type { Stored } from '../../domain/entities/base';
import { GAME_ID, isLiving, type Game } from '../../domain/entities/game';
import { sameRecord } from '../../domain/records/same-record';
import { advanceDays, moveGameDate } from '../../domain/rules/calendar';
import { runWeekRules, type WeekWorld } from '../../domain/rules/living/week-rules';
import { freshRng, type UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';

type Deps = Pick<UseCaseDeps, 'unitOfWork' | 'random'>;

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
export function createMoveCalendar({ unitOfWork, random }: Deps) {
  const forward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      if (isLiving(game)) return livingWeek(tx, game, random);
      const wrestlers = await tx.Wrestler.all();
      const advanced = advanceDays(game, wrestlers);
      // Only the wrestlers whose damage changed are written back.
      await tx.Wrestler.bulkPut(advanced.wrestlers.filter((w, i) => w.damage !== wrestlers[i].damage));
      return tx.Game.update(GAME_ID, { date: advanced.game.date });
    });

  const backward = (): Promise<Stored<Game>> =>
    unitOfWork.run(async (tx) => {
      const game = await requireGame(tx);
      return tx.Game.update(GAME_ID, { date: moveGameDate(game, -game.amountOfDays).date });
    });

  return { forward, backward };
}
