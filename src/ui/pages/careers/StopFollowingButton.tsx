import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';

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
      <ConfirmDialog
        open={open}
        title={`Stop following ${who}?`}
        confirmLabel="Stop following"
        cancelLabel="Keep following"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onStop();
        }}
      >
        <Text as="p">
          The career leaves your list. Nothing about {who} changes: their record, titles and bookings stay, and you can
          start following again at any time.
        </Text>
      </ConfirmDialog>
    </>
  );
}
