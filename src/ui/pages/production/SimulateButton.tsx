import { Button, Field, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { SimulationState } from './use-simulation';
import { useProductionStyles } from './production-styles';

export interface SimulateButtonProps {
  simulation: SimulationState;
  complete: boolean;
  /** Another edit is being saved. */
  busy: boolean;
}

/**
 * `Simulate` runs the twelve completion steps and shows the one in progress. A complete production
 * cannot be simulated again: the button stays disabled (and the use case would refuse anyway).
 */
export function SimulateButton({ simulation, complete, busy }: SimulateButtonProps) {
  const styles = useProductionStyles();
  const { running, progress, failure, simulate } = simulation;
  // The commit is step 13 of 13 (the twelve steps, then saving).
  const fraction = progress ? Math.min(1, progress.step / (progress.total + 1)) : 0;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button appearance="primary" size="large" icon={<PlayRegular />} disabled={complete || running || busy} onClick={() => void simulate()}>
          Simulate
        </Button>
        {complete && <Text className={styles.muted}>This show has been simulated; its results are final.</Text>}
      </div>
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
