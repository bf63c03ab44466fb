import { useState, type ReactNode } from 'react';
import { Button, Text, type ButtonProps } from '@fluentui/react-components';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmButtonProps {
  /** The button that opens the question: its look and its words (`children`). */
  button: ButtonProps;
  /** False acts at once, without asking (e.g. finishing a rumble with one entrant left). */
  ask?: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
}

/** Issue 32: a button that asks first (ConfirmDialog), then acts; the shared shape of the delete, remove, apply and stop buttons. */
export function ConfirmButton({ button, ask = true, title, confirmLabel, cancelLabel, onConfirm, children }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => (ask ? setOpen(true) : onConfirm())} />
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      >
        <Text as="p">{children}</Text>
      </ConfirmDialog>
    </>
  );
}
