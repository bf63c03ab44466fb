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
    // Issue 35: everyone, so the awards' names link to their pages (the Hall of Fame is among them).
    const people = (game?.awards ?? []).some((entry) => entry.awards.length > 0)
      ? await repos.Wrestler.all()
      : await repos.Wrestler.getMany((game?.hallOfFame ?? []).map((entry) => entry.wrestlerId));
    return ownerPage(game, people);
  },
  /** The office card: this year's objectives (none before the first week with rivals, or without rivals). */
  office: async (): Promise<OwnerOffice> => ownerOffice(await readGame(repos)),
});

export type OwnerServices = ReturnType<typeof createOwnerServices>;
