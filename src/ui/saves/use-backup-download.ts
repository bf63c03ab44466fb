import { useCallback, useState } from 'react';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { useServices } from '../services-context';
import { downloadBlob } from '../download';
import { messageOf } from '../errors/message-of';
import { useGameLoadState } from '../game/game-context';

export interface BackupDownload {
  download(): Promise<void>;
  busy: boolean;
  /** Rows exported so far while busy; null before the first count. */
  progress: SaveProgress | null;
  /** The last failure's message, shown by the caller in an alert. */
  error: string | null;
}

/**
 * `Download and backup save`: exports the database and hands the file to the browser. Pretty JSON
 * unless the player chose a compact backup in Settings (issue 32); with no game record to read
 * (the crash screen of a game that failed to load), pretty.
 */
export function useBackupDownload(): BackupDownload {
  const { saves, logger, analytics } = useServices();
  const state = useGameLoadState();
  const text = state.status === 'ready' && state.game.compactBackup === true ? 'compact' : 'pretty';
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setProgress(null);
    setError(null);
    try {
      // The adapter logs each step (SPEC §7 console progress); the bar shows it.
      const { blob, fileName } = await saves.backup(setProgress, text);
      downloadBlob(blob, fileName);
      analytics.track('Saves', 'backup');
    } catch (cause) {
      const message = messageOf(cause);
      logger.error('Backup failed', cause);
      setError(message);
    } finally {
      setBusy(false);
    }
  }, [saves, logger, analytics, text]);

  return { download, busy, progress, error };
}
