import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DraftRow } from '../../../application/draft';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface RemoveDraftButtonProps {
  row: DraftRow;
  disabled: boolean;
  onRemove: (row: DraftRow) => Promise<void>;
}

const who = (row: DraftRow) => row.wrestlerName ?? 'a deleted wrestler';

/** Removing a pending draft asks first: the pick is gone for good (nothing was signed or paid). */
export function RemoveDraftButton({ row, disabled, onRemove }: RemoveDraftButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        icon={<DeleteRegular />}
        disabled={disabled}
        aria-label={`Remove pick ${row.pick}, ${who(row)}`}
        onClick={() => setOpen(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title="Remove this draft?"
        confirmLabel="Remove draft"
        cancelLabel="Keep it"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void onRemove(row);
        }}
      >
        <Text as="p">
          Pick {row.pick}: {who(row)} to {row.brandName ?? 'a deleted brand'}. The draft is deleted; nobody is
          signed and nothing is charged. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
