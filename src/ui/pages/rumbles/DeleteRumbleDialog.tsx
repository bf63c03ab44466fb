import { DeleteRegular } from '@fluentui/react-icons';
import { ConfirmButton } from '../../components/ConfirmButton';
import { deleteConsequence } from './delete-rumble-text';
import type { RumbleView } from './rumble-view';

export interface DeleteRumbleDialogProps {
  view: RumbleView;
  /** A step or the delete itself is under way. */
  disabled: boolean;
  onDelete: () => void;
}

/** "Delete rumble", always after a confirmation that says what stays (the reigns a finished title rumble made). */
export function DeleteRumbleDialog({ view, disabled, onDelete }: DeleteRumbleDialogProps) {
  return (
    <ConfirmButton
      button={{ icon: <DeleteRegular />, disabled, children: 'Delete rumble' }}
      title={`Delete ${view.rumble.name}?`}
      confirmLabel="Delete rumble"
      cancelLabel="Keep it"
      onConfirm={onDelete}
    >
      {deleteConsequence(view)}
    </ConfirmButton>
  );
}
