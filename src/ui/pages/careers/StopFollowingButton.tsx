import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';

interface StopFollowingButtonProps {
  /** The wrestler's name, or null when they are no longer in the game. */
  name: string | null;
  disabled?: boolean;
  onStop: () => void;
}

/** Stopping asks first: the career leaves the list (the wrestler and their records stay as they are). */
export function StopFollowingButton({ name, disabled, onStop }: StopFollowingButtonProps) {
  const [open, setOpen] = useState(false);
  const who = name ?? 'this wrestler';
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)} aria-label={`Stop following ${who}`}>
        Stop following
      </Button>
      <Dialog open={open} modalType="alert" onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Stop following {who}?</DialogTitle>
            <DialogContent>
              <Text as="p">
                The career leaves your list. Nothing about {who} changes: their record, titles and bookings stay, and you can
                start following again at any time.
              </Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Keep following</Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  onStop();
                }}
              >
                Stop following
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
