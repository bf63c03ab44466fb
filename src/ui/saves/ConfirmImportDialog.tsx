import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { BackupButton } from './BackupButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  fileName: { fontWeight: tokens.fontWeightSemibold, wordBreak: 'break-all' },
});

interface ConfirmImportDialogProps {
  /** The chosen file's name, or null when the dialog is closed. */
  fileName: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Importing replaces the current game, so the player confirms first and may take a backup. */
export function ConfirmImportDialog({ fileName, onCancel, onConfirm }: ConfirmImportDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={fileName !== null} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Replace your current game?</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">
              Importing <span className={styles.fileName}>{fileName}</span> replaces everything in your current game:
              its roster, shows, results and money. Your settings, the game date among them, are kept. Nothing changes if the file turns out to be
              unusable. Download a backup first if you may want the current game back.
            </Text>
            <BackupButton />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={onConfirm}>
              Replace with this save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
