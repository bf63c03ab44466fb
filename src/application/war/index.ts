import type { WarTally } from '../../domain/entities/ratings-war';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** Issue 18 item 3: the ratings war (who won each night, the season so far) for the office and `/ratings`. */
export const createWarServices = ({ repos }: UseCaseDeps) => ({
  /** Nights won per promotion, by year (newest last). */
  tally: async (): Promise<WarTally[]> => (await readGame(repos))?.warTally ?? [],
});

export type WarServices = ReturnType<typeof createWarServices>;
