import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves everything as it was ("Keep it", "Keep going"…). */
  cancelLabel?: string;
  /** False keeps the confirm button disabled (e.g. until the table name is typed). */
  canConfirm?: boolean;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before anything that destroys data or cannot be undone; Escape and Cancel leave everything as it was. */
export function ConfirmDialog({
  open, title, children, confirmLabel, cancelLabel = 'Cancel', canConfirm = true, busy = false, onCancel, onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{cancelLabel}</Button>
            {/* Busy, it stays focusable: focus must not fall out of the dialog onto <body> while it works. */}
            <Button appearance="primary" disabled={!canConfirm} disabledFocusable={canConfirm && busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
