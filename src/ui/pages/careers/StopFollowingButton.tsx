import { ConfirmButton } from '../../components/ConfirmButton';

interface StopFollowingButtonProps {
  /** The wrestler's name, or null when they are no longer in the game. */
  name: string | null;
  disabled?: boolean;
  onStop: () => void;
}

/** Stopping asks first: the career leaves the list (the wrestler and their records stay as they are). */
export function StopFollowingButton({ name, disabled, onStop }: StopFollowingButtonProps) {
  const who = name ?? 'this wrestler';
  return (
    <ConfirmButton
      button={{ size: 'small', disabled, 'aria-label': `Stop following ${who}`, children: 'Stop following' }}
      title={`Stop following ${who}?`}
      confirmLabel="Stop following"
      cancelLabel="Keep following"
      onConfirm={onStop}
    >
      The career leaves your list. Nothing about {who} changes: their record, titles and bookings stay, and you can
      start following again at any time.
    </ConfirmButton>
  );
}
