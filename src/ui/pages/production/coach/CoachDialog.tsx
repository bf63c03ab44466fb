import type { ReactElement, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Spinner, Text } from '@fluentui/react-components';
import { useCoachStyles } from './coach-styles';

interface CoachDialogProps {
  /** What `useCoachAdvice` returns: the dialog's state, the answer and the apply step. */
  state: { open: boolean; onOpenChange: (event: unknown, data: { open: boolean }) => void; advice: unknown; error: string | null; suggestion: unknown; apply: () => Promise<void> };
  trigger: ReactElement;
  title: ReactNode;
  /** The spinner's label while the coach weighs. */
  weighing: string;
  applyLabel: string;
  /** The answer, once there is one. */
  children: ReactNode;
}

/** The coach dialogs' frame (issue 32): trigger, title, error or spinner, the answer, Close and Apply. */
export function CoachDialog({ state, trigger, title, weighing, applyLabel, children }: CoachDialogProps) {
  const styles = useCoachStyles();
  return (
    <Dialog open={state.open} onOpenChange={state.onOpenChange}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {state.error && <Text role="alert">Could not ask the coach: {state.error}</Text>}
            {!state.advice && !state.error && <Spinner size="small" label={weighing} />}
            {state.advice ? children : null}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Close</Button>
            </DialogTrigger>
            {state.suggestion ? <Button appearance="primary" onClick={() => void state.apply()}>{applyLabel}</Button> : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
