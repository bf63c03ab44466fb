import { useCallback, useState } from 'react';
import type { CompletionProgress } from '../../../application/production';
// Directly, not through the feature's index: that would pull the completion machine into this page's chunk.
import { completionFailureMessage } from '../../../application/production/completion-failure';
import { ErrorMessages } from '../../../domain/errors';
import { useServices } from '../../services-context';

export interface SimulationState {
  running: boolean;
  /** The step being worked on while running. */
  progress: CompletionProgress | null;
  /** SPEC §8 'Error completing production' when the completion failed (or what the player can do about it). */
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
      if (result.status === 'failed') setFailure(completionFailureMessage(result.error));
    } catch (cause) {
      // The use case logs and returns failures; this only guards against a broken adapter.
      logger.error(ErrorMessages.errorCompletingProduction, cause);
      setFailure(completionFailureMessage(cause));
    } finally {
      await onFinished();
      setRunning(false);
      setProgress(null);
    }
  }, [production, productionId, analytics, logger, onFinished]);

  return { running, progress, failure, simulate };
}
