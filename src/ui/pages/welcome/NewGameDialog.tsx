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
import { BackupButton } from '../../saves/BackupButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

interface NewGameDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Starting over wipes the save, so the player confirms and is offered a backup first. */
export function NewGameDialog({ open, onCancel, onConfirm }: NewGameDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Replace your current game?</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">
              A new game replaces everything in your current one: its roster, shows, results and money. Download a
              backup first if you may want it back.
            </Text>
            <BackupButton />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" onClick={onConfirm}>
              Start over
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
