import type { InspectionEvent } from 'xstate';
import type { Clock } from './ports/clock.port';
import type { BatchSource } from './ports/batch-source.port';
import type { CommittedWrites } from './ports/committed-writes.port';
import type { Logger } from './ports/logger.port';
import type { RandomSource } from './ports/random-source.port';
import type { Repositories, UnitOfWork } from './ports/unit-of-work.port';

/** The Stately inspector's callback (DESIGN §1: `?inspect`); absent, actors run unobserved. */
export type Inspect = (event: InspectionEvent) => void;

/**
 * What every use-case factory takes. `repos` serve single-record reads and writes; anything that
 * writes more than one record goes through `unitOfWork.run`. Every actor a use case creates gets
 * `inspect`, so designers can watch each run in the inspector.
 */
export interface UseCaseDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  random: RandomSource;
  clock: Clock;
  logger: Logger;
  inspect?: Inspect;
  /**
   * Given, sweeps that write a great deal (a week of productions) keep their writes in memory and
   * write them in one transaction (the BatchSource port); absent, they write as they go.
   */
  batchSource?: BatchSource;
  /** Issue 19: what this app's committed transactions wrote; absent, screens read storage instead. */
  writes?: CommittedWrites;
}

/** The rumble, draft, tournament and tutorial factories need only part of the shared deps. */
export type MachineUseCaseDeps = Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random'> &
  Partial<Pick<UseCaseDeps, 'clock' | 'logger' | 'inspect'>>;

/** A fresh, replayable stream of random numbers for one action. */
export const freshRng = (random: RandomSource) => random.fromSeed(random.newSeed());
