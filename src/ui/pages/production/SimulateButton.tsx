import { useState, type Ref } from 'react';
import { Button, Field, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { SimulationState } from './use-simulation';
import { useProductionStyles } from './production-styles';
import { createPendingEdits, usePendingEdits, type PendingEdits } from './pending-edits';

const NO_EDITS = createPendingEdits();

/** A segment that would run short: its card's title ("Segment 2: Tag Team") and why. */
export interface UnfilledSegment {
  segmentId: number;
  title: string;
  reason: string;
}

export interface SimulateButtonProps {
  simulation: SimulationState;
  complete: boolean;
  /** Another edit is being saved. */
  busy: boolean;
  /** Edits queued or running (issue 19: busy shows late): Simulate waits for the card they change. */
  pending?: PendingEdits;
  /** Drawn segments without the competitors they need: Simulate asks before running them. */
  unfilled?: readonly UnfilledSegment[];
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * `Simulate` runs the twelve completion steps and shows the one in progress. A card with unfilled
 * matches asks first, naming them (issue 13: nothing empty slips through); a full card runs at
 * once. A complete production cannot be simulated again: the button stays disabled.
 */
export function SimulateButton({ simulation, complete, busy, pending = NO_EDITS, unfilled = [], buttonRef }: SimulateButtonProps) {
  const editing = usePendingEdits(pending) > 0;
  const styles = useProductionStyles();
  const [asking, setAsking] = useState(false);
  const { running, progress, failure, simulate } = simulation;
  // The commit is step 13 of 13 (the twelve steps, then saving).
  const fraction = progress ? Math.min(1, progress.step / (progress.total + 1)) : 0;
  const many = unfilled.length > 1;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button
          appearance="primary"
          size="large"
          icon={<PlayRegular />}
          ref={buttonRef}
          // Focusable while busy, so focus stays on it until the results take it.
          disabled={complete}
          disabledFocusable={!complete && (running || busy || editing)}
          onClick={() => (unfilled.length > 0 ? setAsking(true) : void simulate())}
        >
          Simulate
        </Button>
        {complete && <Text className={styles.muted}>This show has been simulated; its results are final.</Text>}
      </div>
      <ConfirmDialog
        open={asking}
        title={`Simulate with ${unfilled.length} unfilled ${many ? 'segments' : 'segment'}?`}
        confirmLabel="Simulate anyway"
        cancelLabel="Cancel"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void simulate();
        }}
      >
        <Text as="p">{many ? 'These segments do' : 'This segment does'} not have the wrestlers {many ? 'they need' : 'it needs'} and will rate poorly or 0:</Text>
        <ul aria-label="Unfilled segments">
          {unfilled.map((segment) => (
            <li key={segment.segmentId}>
              <strong>{segment.title}</strong>: {segment.reason}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      {running && (
        <Field label="Simulating the show" validationState="none" validationMessage={<span role="status">{progress?.text ?? 'Starting'}</span>}>
          <ProgressBar value={fraction} thickness="large" />
        </Field>
      )}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
