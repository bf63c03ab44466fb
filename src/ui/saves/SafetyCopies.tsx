import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useReadModel } from '../components/use-read-model';
import { useServices } from '../services-context';
import { NoSafetyCopyDialog } from './NoSafetyCopyDialog';
import { SaveProgressBar } from './SaveProgressBar';
import { copyLabel, formatBytes } from './storage-text';
import { useSafetyCopyRestore } from './use-safety-copy-restore';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { width: 'min(360px, 100%)' },
});

interface SafetyCopiesProps {
  /** Changes when something outside replaced the game (an import): the list is read again. */
  round: number;
  /** A copy was restored or removed. */
  onChange(): void;
}

/** Settings: the last three safety copies, each restorable (after a confirm) or removable (issue 14). */
export function SafetyCopies({ round, onChange }: SafetyCopiesProps) {
  const styles = useStyles();
  const { saves } = useServices();
  const copies = useReadModel(() => saves.safetyCopies(), 'safety copies', String(round));
  const { state, ask, cancel, confirm, remove } = useSafetyCopyRestore(onChange);
  const busy = state.step === 'restoring';

  return (
    <>
      {copies.error && <Text role="alert">{copies.error}</Text>}
      {copies.data?.length === 0 && <Text as="p">No safety copies yet: one is kept before each import or new game.</Text>}
      {copies.data && copies.data.length > 0 && (
        <ul className={styles.list} aria-label="Safety copies">
          {copies.data.map((copy) => (
            <li key={copy.id} className={styles.item}>
              <Button icon={<ArrowUndoRegular />} disabled={busy} onClick={() => ask(copy)}>
                Restore the game as it was {copyLabel(copy)}
              </Button>
              <Text>{formatBytes(copy.size)}</Text>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                disabled={busy}
                aria-label={`Remove the safety copy taken ${copyLabel(copy)}`}
                onClick={() => void remove(copy)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <div className={styles.progress}>
          <SaveProgressBar label="Restore progress" progress={state.progress} waiting="Keeping a copy of your current game" />
        </div>
      )}
      {state.step === 'done' && (
        <MessageBar intent="success">
          <MessageBarBody role="status">
            <MessageBarTitle>Game restored.</MessageBarTitle>
            Your game is as it was {copyLabel(state.copy)}.
          </MessageBarBody>
        </MessageBar>
      )}
      {state.step === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>The safety copy was not restored.</MessageBarTitle>
            <span role="alert">{state.message}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      <ConfirmDialog
        open={state.step === 'confirming'}
        title="Restore this safety copy?"
        confirmLabel="Restore"
        cancelLabel="Keep my current game"
        onCancel={cancel}
        onConfirm={() => void confirm()}
      >
        {state.step === 'confirming' && (
          <Text>
            Your current game will be replaced by the game as it was {copyLabel(state.copy)}. A safety copy of your current
            game is kept first, so you can come back to it.
          </Text>
        )}
      </ConfirmDialog>
      <NoSafetyCopyDialog open={state.step === 'no-copy'} kind="restore" onCancel={cancel} onConfirm={() => void confirm()} />
    </>
  );
}
