import { useCallback, useState } from 'react';
import type { CompletionProgress } from '../../../application/production';
import { ErrorMessages, isStorageFull, STORAGE_FULL_MESSAGE } from '../../../domain/errors';

/** SPEC §8's words, unless the disk is full: then what to do about it (issue 14). */
const failureOf = (cause: unknown): string => (isStorageFull(cause) ? STORAGE_FULL_MESSAGE : ErrorMessages.errorCompletingProduction);
import { useServices } from '../../services-context';

export interface SimulationState {
  running: boolean;
  /** The step being worked on while running. */
  progress: CompletionProgress | null;
  /** SPEC §8 'Error completing production' when the completion failed; the storage-full text when the disk is full. */
  failure: string | null;
  simulate(): Promise<void>;
}

/** Runs the completion machine for one production and reports each step as it starts. */
export function useSimulation(productionId: number, onFinished: () => Promise<void>): SimulationState {
  const { production, analytics, logger } = useServices();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<CompletionProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const simulate = useCallback(async () => {
    setRunning(true);
    setFailure(null);
    try {
      const result = await production.completeProduction(productionId, { onStep: setProgress });
      analytics.track('Simulate', result.status, { value: productionId });
      if (result.status === 'failed') setFailure(failureOf(result.error));
    } catch (cause) {
      // The use case logs and returns failures; this only guards against a broken adapter.
      logger.error(ErrorMessages.errorCompletingProduction, cause);
      setFailure(failureOf(cause));
    } finally {
      await onFinished();
      setRunning(false);
      setProgress(null);
    }
  }, [production, productionId, analytics, logger, onFinished]);

  return { running, progress, failure, simulate };
}
