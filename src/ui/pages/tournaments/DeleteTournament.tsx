import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';

/** "Delete tournament", after a confirmation that says what stays. */
export function DeleteTournament({ name, disabled, onDelete }: { name: string; disabled: boolean; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DeleteRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        Delete tournament
      </Button>
      <Dialog open={open} modalType="alert" onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Delete {name}?</DialogTitle>
            <DialogContent>
              <Text as="p">
                The bracket and its results go for good. Wins, losses and title changes already written to the wrestlers and championships
                stay as they are.
              </Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  onDelete();
                }}
              >
                Delete
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
