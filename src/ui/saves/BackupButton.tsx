import { Button, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useBackupDownload } from './use-backup-download';

/** The `Download and backup save` button with its failure message (Settings and crash screen). */
export function BackupButton() {
  const { download, busy, error } = useBackupDownload();
  return (
    <>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        // Stays focusable while busy, so keyboard focus is not dropped mid-download.
        disabledFocusable={busy}
        onClick={() => void download()}
      >
        Download and backup save
      </Button>
      {error && (
        <Text role="alert" block>
          The backup failed: {error}
        </Text>
      )}
    </>
  );
}
