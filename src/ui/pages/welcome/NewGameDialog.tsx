import { ReplaceGameDialog } from '../../saves/ReplaceGameDialog';

interface NewGameDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Starting over wipes the save, so the player confirms and is offered a backup first. */
export function NewGameDialog({ open, onCancel, onConfirm }: NewGameDialogProps) {
  return (
    <ReplaceGameDialog open={open} confirmLabel="Start over" onCancel={onCancel} onConfirm={onConfirm}>
      A new game replaces everything in your current one: its roster, shows, results and money. Download a backup
      first if you may want it back.
    </ReplaceGameDialog>
  );
}
