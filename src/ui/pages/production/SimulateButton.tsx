import { useRef, useState, type Ref } from 'react';
import { Button, Field, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { SimulationState } from './use-simulation';
import { useProductionStyles } from './production-styles';

/** A segment that would run short: its card's title ("Segment 2: Tag Team") and why. */
export interface UnfilledSegment {
  segmentId: number;
  title: string;
  reason: string;
}

/** What Simulate asks about: the segments that would run short, and the card's own warning (issue 33). */
export interface CardCheck {
  unfilled: readonly UnfilledSegment[];
  /** An empty or badly under-filled card: what it will (not) draw, or null. */
  warning: string | null;
  /** Nobody at all is booked on the card. */
  nobody?: boolean;
}

export interface SimulateButtonProps {
  simulation: SimulationState;
  complete: boolean;
  /** Another edit is being saved. */
  busy: boolean;
  /** Drawn segments without the competitors they need, and the card's warning: Simulate asks before running them. */
  check?: CardCheck;
  /**
   * Waits for the edits still on their way (issue 19: a quick edit disables nothing) and gives the
   * check of the card they leave; without it, `check` as rendered decides.
   */
  settle?: () => Promise<CardCheck>;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Issue 33: why this show can no longer be simulated (its night has passed); null when it can. */
  passed?: string | null;
}

const FULL_CARD: CardCheck = { unfilled: [], warning: null };

/**
 * `Simulate` runs the twelve completion steps and shows the one in progress. A card with unfilled
 * matches asks first, naming them (issue 13: nothing empty slips through), and so does a card that
 * draws nobody or too few (issue 33), saying what it will cost; a full card runs at once. A complete production cannot be simulated again: the button stays disabled.
 */
export function SimulateButton({ simulation, complete, busy, check = FULL_CARD, settle, buttonRef, passed = null }: SimulateButtonProps) {
  const styles = useProductionStyles();
  // What the dialog names, from the card as it was once the edits before the click were done.
  const [asking, setAsking] = useState<CardCheck | null>(null);
  // A second click while the first waits for the edits is the same request.
  const starting = useRef(false);
  const { running, progress, failure, simulate } = simulation;
  // The commit is step 13 of 13 (the twelve steps, then saving).
  const fraction = progress ? Math.min(1, progress.step / (progress.total + 1)) : 0;
  const named = asking?.unfilled ?? [];
  const many = named.length > 1;
  const start = async () => {
    if (starting.current) return;
    starting.current = true;
    try {
      const left = settle ? await settle() : check;
      if (left.unfilled.length > 0 || left.warning) setAsking(left);
      else void simulate();
    } finally {
      starting.current = false;
    }
  };
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button
          appearance="primary"
          size="large"
          icon={<PlayRegular />}
          ref={buttonRef}
          // Focusable while busy, so focus stays on it until the results take it.
          disabled={complete || passed !== null}
          disabledFocusable={!complete && passed === null && (running || busy)}
          onClick={() => void start()}
        >
          Simulate
        </Button>
        {complete && <Text className={styles.muted}>This show has been simulated; its results are final.</Text>}
        {!complete && passed && <Text className={styles.muted}>{passed}</Text>}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.nobody ? 'Simulate a card with nobody on it?' : `Simulate with ${named.length} unfilled ${many ? 'segments' : 'segment'}?`}
        confirmLabel="Simulate anyway"
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void simulate();
        }}
      >
        {asking?.warning && <Text as="p" block weight="semibold">{asking.warning}</Text>}
        {named.length > 0 && (
          <>
            <Text as="p" block>{many ? 'These segments do' : 'This segment does'} not have the wrestlers {many ? 'they need' : 'it needs'} and will rate poorly or 0:</Text>
            <ul aria-label="Unfilled segments">
              {named.map((segment) => (
                <li key={segment.segmentId}>
                  <strong>{segment.title}</strong>: {segment.reason}
                </li>
              ))}
            </ul>
          </>
        )}
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
