import { isRecordConflict } from '../../domain/entities/record-conflict';
import type { Logger } from '../ports/logger.port';

/** Runs of a sweep's batch before a conflict is reported. */
export const SWEEP_ATTEMPTS = 3;

/**
 * Issue 14: a batch whose commit found a row changed elsewhere (another tab) wrote nothing, so the
 * whole sweep runs again in a fresh batch, on fresh data; after SWEEP_ATTEMPTS conflicts, or on any
 * other failure, the error goes to the caller. Never a stale write: the batch's commit checks.
 */
export async function retryOnConflict<R>(logger: Logger, what: string, attempt: () => Promise<R>): Promise<R> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRecordConflict(error) || n >= SWEEP_ATTEMPTS) throw error;
      logger.warn(`The game changed elsewhere while ${what}; trying again (${n + 1} of ${SWEEP_ATTEMPTS})`, error);
    }
  }
}
