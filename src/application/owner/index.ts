import type { OwnerYear } from '../../domain/entities/owner-season';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';
import { ownerOffice, ownerPage, type OwnerOffice, type OwnerPage } from './owner-views';

export type { AwardView, ObjectiveView, OwnerOffice, OwnerPage } from './owner-views';

/** Issue 18 item 5: the owner's objectives and verdict, the year's awards and the Hall of Fame. */
export const createOwnerServices = ({ repos }: UseCaseDeps) => ({
  /** The owner's years, newest last. */
  years: async (): Promise<OwnerYear[]> => (await readGame(repos))?.ownerYears ?? [],
  /** `/owner`: this year's objectives, past verdicts, awards by year, the Hall of Fame. */
  page: async (): Promise<OwnerPage> => {
    const game = await readGame(repos);
    const members = await repos.Wrestler.getMany((game?.hallOfFame ?? []).map((entry) => entry.wrestlerId));
    return ownerPage(game, members);
  },
  /** The office card: this year's objectives (none before the first week with rivals, or without rivals). */
  office: async (): Promise<OwnerOffice> => ownerOffice(await readGame(repos)),
});

export type OwnerServices = ReturnType<typeof createOwnerServices>;
