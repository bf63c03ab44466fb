import { useCallback, useState } from 'react';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { saveFileSizeProblem } from '../../domain/rules/save-limits';
import { useServices } from '../services-context';
import { messageOf } from '../errors/message-of';
import { RepairableValuesError, type FieldRepair } from '../../domain/fields';

/**
 * Where the Settings import stands: choose → confirm → import → done or failed; between confirm
 * and done, `no-copy` when storage is too full for the safety copy (issue 34: the player is asked).
 */
export type SaveImportState =
  | { step: 'idle' }
  | { step: 'confirming'; file: File }
  | { step: 'no-copy'; file: File; repair?: boolean }
  /** Issue 34 item 7: refused only for values outside the rules (an older version's backup): the player may import it repaired. */
  | { step: 'repairable'; file: File; repairs: readonly FieldRepair[]; message: string }
  | { step: 'importing'; file: File; progress: SaveProgress | null }
  | { step: 'done'; fileName: string; rows: number }
  | { step: 'failed'; message: string };

export interface SaveImport {
  state: SaveImportState;
  /** A file was chosen: refuse it at once if oversize, otherwise ask for confirmation. */
  choose(file: File): void;
  cancel(): void;
  /** Confirms the import, (at `no-copy`) going on without a safety copy, or (at `repairable`) importing it repaired. */
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
    if (state.step !== 'confirming' && state.step !== 'no-copy' && state.step !== 'repairable') return;
    const { file } = state;
    const repair = state.step === 'repairable' || (state.step === 'no-copy' && state.repair === true);
    let rows = 0;
    setState({ step: 'importing', file, progress: null });
    try {
      const onProgress = (progress: SaveProgress) => {
        rows = progress.total;
        setState({ step: 'importing', file, progress });
      };
      // Options only when the player agreed to something (going on without a copy, the repair).
      const options = { ...(state.step === 'no-copy' && { withoutCopy: true }), ...(repair && { repair: true }) };
      const outcome = Object.keys(options).length > 0 ? await saves.restore(file, onProgress, options) : await saves.restore(file, onProgress);
      if (outcome === 'no room for a safety copy') {
        setState({ step: 'no-copy', file, repair });
        return;
      }
      analytics.track('Saves', 'import');
      setState({ step: 'done', fileName: file.name, rows });
      onImported?.();
    } catch (cause) {
      // The adapter logged the details already; this line ties the failure to the screen.
      logger.error('Save import failed on Settings', cause);
      if (cause instanceof RepairableValuesError && !repair) setState({ step: 'repairable', file, repairs: cause.repairs, message: messageOf(cause) });
      else setState({ step: 'failed', message: messageOf(cause) });
    }
  }, [state, saves, logger, analytics, onImported]);

  return { state, choose, cancel, confirm };
}
