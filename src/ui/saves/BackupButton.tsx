import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { SaveProgressBar } from './SaveProgressBar';
import { useBackupDownload } from './use-backup-download';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  progress: { width: 'min(360px, 100%)' },
});

/**
 * The one `Download and backup save` control (Settings, the crash screen, the new-game dialog):
 * the button, the export's progress while it runs, and its failure message.
 */
export function BackupButton() {
  const styles = useStyles();
  const { download, busy, progress, error } = useBackupDownload();
  return (
    <div className={styles.root}>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        // Stays focusable while busy, so keyboard focus is not dropped mid-download.
        disabledFocusable={busy}
        onClick={() => void download()}
      >
        Download and backup save
      </Button>
      {busy && (
        <div className={styles.progress}>
          <SaveProgressBar label="Backup progress" progress={progress} waiting="Reading your save" />
        </div>
      )}
      {error && (
        <Text role="alert" block>
          The backup failed: {error}
        </Text>
      )}
    </div>
  );
}
