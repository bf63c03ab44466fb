import { useCallback, useState } from 'react';
import { useServices } from '../services-context';
import { downloadBlob } from '../download';

export interface BackupDownload {
  download(): Promise<void>;
  busy: boolean;
  /** The last failure's message, shown by the caller in an alert. */
  error: string | null;
}

/** `Download and backup save`: exports the database and hands the file to the browser. */
export function useBackupDownload(): BackupDownload {
  const { saves, logger, analytics } = useServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await saves.backup((progress) =>
        logger.info('Backup progress', `${progress.done}/${progress.total}`),
      );
      downloadBlob(blob, fileName);
      analytics.track('Saves', 'backup');
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      logger.error('Backup failed', cause);
      setError(message);
    } finally {
      setBusy(false);
    }
  }, [saves, logger, analytics]);

  return { download, busy, error };
}
