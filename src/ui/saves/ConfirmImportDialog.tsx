import { makeStyles, tokens } from '@fluentui/react-components';
import { ReplaceGameDialog } from './ReplaceGameDialog';

const useStyles = makeStyles({
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
    <ReplaceGameDialog
      open={fileName !== null}
      confirmLabel="Replace with this save"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Importing <span className={styles.fileName}>{fileName}</span> replaces everything in your current game: its
      roster, shows, results and money, and the file's date and settings too when it holds them. Nothing changes if
      the file turns out to be unusable. Download a backup first if you may want the current game back.
    </ReplaceGameDialog>
  );
}
