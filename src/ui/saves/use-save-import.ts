import { useCallback, useState } from 'react';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { saveFileSizeProblem } from '../../domain/rules/save-limits';
import { useServices } from '../services-context';
import { messageOf } from '../errors/message-of';

/**
 * Where the Settings import stands: choose → confirm → import → done or failed; between confirm
 * and done, `no-copy` when storage is too full for the safety copy (issue 34: the player is asked).
 */
export type SaveImportState =
  | { step: 'idle' }
  | { step: 'confirming'; file: File }
  | { step: 'no-copy'; file: File }
  | { step: 'importing'; file: File; progress: SaveProgress | null }
  | { step: 'done'; fileName: string; rows: number }
  | { step: 'failed'; message: string };

export interface SaveImport {
  state: SaveImportState;
  /** A file was chosen: refuse it at once if oversize, otherwise ask for confirmation. */
  choose(file: File): void;
  cancel(): void;
  /** Confirms the import, or (at `no-copy`) going on without a safety copy. */
  confirm(): Promise<void>;
}

/** SPEC §5/§7 save import from Settings. Errors keep the catalogue's words (SPEC §8). */
export function useSaveImport(onImported?: () => void): SaveImport {
  const { saves, logger, analytics } = useServices();
  const [state, setState] = useState<SaveImportState>({ step: 'idle' });

  const choose = useCallback(
    (file: File) => {
      // Refused before it is read, and before the player is asked anything.
      const problem = saveFileSizeProblem(file.size);
      if (problem) {
        logger.error('Save import refused', problem);
        setState({ step: 'failed', message: problem });
        return;
      }
      setState({ step: 'confirming', file });
    },
    [logger],
  );

  const cancel = useCallback(() => setState({ step: 'idle' }), []);

  const confirm = useCallback(async () => {
    if (state.step !== 'confirming' && state.step !== 'no-copy') return;
    const { file } = state;
    let rows = 0;
    setState({ step: 'importing', file, progress: null });
    try {
      const onProgress = (progress: SaveProgress) => {
        rows = progress.total;
        setState({ step: 'importing', file, progress });
      };
      const outcome = state.step === 'no-copy'
        ? await saves.restore(file, onProgress, { withoutCopy: true })
        : await saves.restore(file, onProgress);
      if (outcome === 'no room for a safety copy') {
        setState({ step: 'no-copy', file });
        return;
      }
      analytics.track('Saves', 'import');
      setState({ step: 'done', fileName: file.name, rows });
      onImported?.();
    } catch (cause) {
      // The adapter logged the details already; this line ties the failure to the screen.
      logger.error('Save import failed on Settings', cause);
      setState({ step: 'failed', message: messageOf(cause) });
    }
  }, [state, saves, logger, analytics, onImported]);

  return { state, choose, cancel, confirm };
}
