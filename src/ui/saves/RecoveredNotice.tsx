import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useRecoveredCopy } from '../game/game-context';
import { copyLabel } from './storage-text';

/** Issue 14: says once that a replace was interrupted and the game was put back from its safety copy. */
export function RecoveredNotice() {
  const { recovered, dismiss } = useRecoveredCopy();
  // Mounted only when there is something to say: a closed Fluent Dialog left in the tree still
  // registers with the focus manager and can hide the next dialog's content from assistive tech.
  if (!recovered) return null;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && dismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Your game was put back</DialogTitle>
          <DialogContent>
            <Text>
              The last {recovered.reason.replace('before ', '')} was interrupted before it finished (the tab was closed or the
              browser stopped), so the game is as it was {copyLabel(recovered)}. Nothing of it was lost.
            </Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={dismiss}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
