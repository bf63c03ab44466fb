import { useCallback, useState } from 'react';
import type { SafetyCopyInfo } from '../../application/ports/safety-copies.port';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { messageOf } from '../errors/message-of';
import { useServices } from '../services-context';

export type CopyRestoreState =
  | { step: 'idle' }
  | { step: 'confirming'; copy: SafetyCopyInfo }
  | { step: 'restoring'; copy: SafetyCopyInfo; progress: SaveProgress | null }
  | { step: 'done'; copy: SafetyCopyInfo }
  | { step: 'failed'; message: string };

/** Settings: restore or remove a safety copy; `changed` runs after either (lists and figures read again). */
export function useSafetyCopyRestore(changed: () => void) {
  const { saves, logger, analytics } = useServices();
  const [state, setState] = useState<CopyRestoreState>({ step: 'idle' });

  const ask = useCallback((copy: SafetyCopyInfo) => setState({ step: 'confirming', copy }), []);
  const cancel = useCallback(() => setState({ step: 'idle' }), []);

  const confirm = useCallback(async () => {
    if (state.step !== 'confirming') return;
    const { copy } = state;
    setState({ step: 'restoring', copy, progress: null });
    try {
      await saves.restoreSafetyCopy(copy.id, (progress) => setState({ step: 'restoring', copy, progress }));
      analytics.track('Saves', 'restore safety copy');
      setState({ step: 'done', copy });
    } catch (cause) {
      logger.error('Restoring a safety copy failed', cause);
      setState({ step: 'failed', message: messageOf(cause) });
    }
    changed();
  }, [state, saves, logger, analytics, changed]);

  const remove = useCallback(
    async (copy: SafetyCopyInfo) => {
      try {
        await saves.removeSafetyCopy(copy.id);
      } catch (cause) {
        logger.error('Removing a safety copy failed', cause);
        setState({ step: 'failed', message: messageOf(cause) });
      }
      changed();
    },
    [saves, logger, changed],
  );

  return { state, ask, cancel, confirm, remove };
}
