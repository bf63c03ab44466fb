import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { BackupButton } from './BackupButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

const WORDS = {
  import: { noun: 'import', confirm: 'Import without a safety copy' },
  restore: { noun: 'restore', confirm: 'Restore without a safety copy' },
} as const;

interface NoSafetyCopyDialogProps {
  open: boolean;
  /** What is about to replace the game: a save file, or an older safety copy. */
  kind: keyof typeof WORDS;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Issue 34: storage is too full for the safety copy a replace takes first. Nothing has changed
 * yet; the player decides whether to go on without one (docs/decisions-saves.md).
 */
export function NoSafetyCopyDialog({ open, kind, onCancel, onConfirm }: NoSafetyCopyDialogProps) {
  const styles = useStyles();
  const words = WORDS[kind];
  return (
    <ConfirmDialog
      open={open}
      title="No room for a safety copy"
      confirmLabel={words.confirm}
      cancelLabel="Keep my current game"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <div className={styles.content}>
        <Text as="p">
          This device has no room left for a safety copy of your current game, so once the {words.noun} is done your
          current game cannot be brought back from Settings. If the {words.noun} fails, nothing changes. Download a backup
          first if you may want your current game back. Go on without a safety copy?
        </Text>
        <BackupButton />
      </div>
    </ConfirmDialog>
  );
}
