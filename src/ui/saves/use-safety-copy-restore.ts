import { useCallback, useState } from 'react';
import type { SafetyCopyInfo } from '../../application/ports/safety-copies.port';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { messageOf } from '../errors/message-of';
import { useServices } from '../services-context';

export type CopyRestoreState =
  | { step: 'idle' }
  | { step: 'confirming'; copy: SafetyCopyInfo }
  /** Issue 34: storage is too full for a safety copy of the current game; the player is asked. */
  | { step: 'no-copy'; copy: SafetyCopyInfo }
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
    if (state.step !== 'confirming' && state.step !== 'no-copy') return;
    const { copy } = state;
    setState({ step: 'restoring', copy, progress: null });
    try {
      const onProgress = (progress: SaveProgress) => setState({ step: 'restoring', copy, progress });
      const outcome = state.step === 'no-copy'
        ? await saves.restoreSafetyCopy(copy.id, onProgress, { withoutCopy: true })
        : await saves.restoreSafetyCopy(copy.id, onProgress);
      if (outcome === 'no room for a safety copy') {
        setState({ step: 'no-copy', copy });
        return;
      }
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
