import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DraftRow } from '../../../application/draft';

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
      <Dialog open={open} modalType="alert" onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Remove this draft?</DialogTitle>
            <DialogContent>
              <Text as="p">
                Pick {row.pick}: {who(row)} to {row.brandName ?? 'a deleted brand'}. The draft is deleted; nobody is
                signed and nothing is charged. This cannot be undone.
              </Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Keep it</Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  void onRemove(row);
                }}
              >
                Remove draft
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
