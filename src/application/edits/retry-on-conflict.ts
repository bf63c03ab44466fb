import { isRecordConflict } from '../../domain/entities/record-conflict';
import type { Logger } from '../ports/logger.port';

/** Runs of a sweep's batch before a conflict is reported. */
export const SWEEP_ATTEMPTS = 3;

/**
 * Issue 14: a batch or a completion whose commit found a row changed elsewhere (another tab) wrote
 * nothing, so the whole run goes again, afresh, on fresh data; after `attempts` conflicts, or on any
 * other failure, the error goes to the caller. Never a stale write: the commit checks. Issue 32:
 * the one retry loop of the sweeps and of the production completion.
 */
export async function retryOnConflict<R>(logger: Logger, what: string, attempt: () => Promise<R>, attempts = SWEEP_ATTEMPTS): Promise<R> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRecordConflict(error) || n >= attempts) throw error;
      logger.warn(`The game changed elsewhere while ${what}; trying again (${n + 1} of ${attempts})`, error);
    }
  }
}
