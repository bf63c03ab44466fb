import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { BackupButton } from './BackupButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

interface ReplaceGameDialogProps {
  open: boolean;
  /** What will replace the game, and what is kept. */
  children: ReactNode;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
}

/** Anything that replaces the current game asks first, and offers a backup before it goes. */
export function ReplaceGameDialog({ open, children, confirmLabel, onCancel, onConfirm }: ReplaceGameDialogProps) {
  const styles = useStyles();
  return (
    <ConfirmDialog open={open} title="Replace your current game?" confirmLabel={confirmLabel} onCancel={onCancel} onConfirm={onConfirm}>
      <div className={styles.content}>
        <Text as="p">{children}</Text>
        <BackupButton />
      </div>
    </ConfirmDialog>
  );
}
