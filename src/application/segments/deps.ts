import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { RandomSource } from '../ports/random-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

/**
 * What every use-case factory of segments, calendar and roster takes. `repos` serve single-record
 * reads and writes; anything that writes more than one record goes through `unitOfWork.run`.
 */
export interface UseCaseDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  random: RandomSource;
  clock: Clock;
  logger: Logger;
}

/** A fresh, replayable stream of random numbers for one action. */
export const freshRng = (random: RandomSource) => random.fromSeed(random.newSeed());
