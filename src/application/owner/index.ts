import type { OwnerYear } from '../../domain/entities/owner-season';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** Issue 18 item 5: the owner's objectives and verdict, the year's awards and the Hall of Fame. */
export const createOwnerServices = ({ repos }: UseCaseDeps) => ({
  /** The owner's years, newest last. */
  years: async (): Promise<OwnerYear[]> => (await readGame(repos))?.ownerYears ?? [],
});

export type OwnerServices = ReturnType<typeof createOwnerServices>;
