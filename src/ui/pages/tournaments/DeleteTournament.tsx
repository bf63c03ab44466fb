import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** "Delete tournament", after a confirmation that says what stays. */
export function DeleteTournament({ name, disabled, onDelete }: { name: string; disabled: boolean; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        Delete tournament
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onDelete();
        }}
      >
        <Text as="p">
          The bracket and its results go for good. Wins, losses and title changes already written to the wrestlers and championships
          stay as they are.
        </Text>
      </ConfirmDialog>
    </>
  );
}
