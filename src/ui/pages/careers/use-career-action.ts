import { useCallback, useState } from 'react';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/** One write at a time: buttons wait while it runs, and a refusal becomes a message on screen. */
export function useCareerAction() {
  const { logger } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (what: string, work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await work();
        return true;
      } catch (cause) {
        logger.error(`Could not ${what}`, cause);
        setError(`Could not ${what}: ${messageOf(cause)}`);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [logger],
  );
  return { busy, error, run };
}
