import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        Delete rumble
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${view.rumble.name}?`}
        confirmLabel="Delete rumble"
        cancelLabel="Keep it"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onDelete();
        }}
      >
        <Text as="p">{deleteConsequence(view)}</Text>
      </ConfirmDialog>
    </>
  );
}
