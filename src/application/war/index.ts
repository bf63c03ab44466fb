import type { WarTally } from '../../domain/entities/ratings-war';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';
import { readWarBoard, type WarBoard } from './war-board';

export type { WarBoard, WarNightRow, WarSeries, WarShowRow, WarStanding } from './war-board';

/** How many weeks the `/ratings` war table shows by default. */
export const WAR_TABLE_WEEKS = 8;

/** Issue 18 item 3: the ratings war (who won each night, the season so far) for the office and `/ratings`. */
export const createWarServices = ({ repos }: UseCaseDeps) => ({
  /** Nights won per promotion, by year (newest last). */
  tally: async (): Promise<WarTally[]> => (await readGame(repos))?.warTally ?? [],
  /** The war table of the last `weeks` weeks (newest night first), the year's standings and its chart series. */
  board: (weeks: number = WAR_TABLE_WEEKS): Promise<WarBoard> => readWarBoard(repos, Math.max(1, Math.min(52, Math.floor(weeks) || 1))),
  /** The office card: the latest week that had contested nights (of the last two), and the year so far. */
  officeCard: async (): Promise<WarBoard> => {
    const board = await readWarBoard(repos, 2);
    const latest = board.nights[0]?.week;
    return { ...board, nights: board.nights.filter((n) => n.week === latest) };
  },
});

export type WarServices = ReturnType<typeof createWarServices>;
