import type { ReactNode } from 'react';
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
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Replace your current game?</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">{children}</Text>
            <BackupButton />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
