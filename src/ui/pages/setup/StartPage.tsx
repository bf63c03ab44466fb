import { useEffect, useMemo } from 'react';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { CLEARING_STEP } from '../../../application/new-game';
import { Page } from '../../components/Page';
import { readStartState } from './new-game-form';
import { useStartNewGame } from './use-start-new-game';

const useStyles = makeStyles({
  progress: { maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

// Table names as a player reads them.
const STEP_LABELS: Record<string, string> = {
  Company: 'companies',
  Brand: 'brands',
  Wrestler: 'wrestlers and staff',
  Championship: 'championships',
  Reign: 'title histories',
  Show: 'shows',
  Venue: 'venues',
  Game: 'your settings',
};

const describeStep = (step: string): string =>
  step === CLEARING_STEP ? 'Cleared the old game' : `Loaded ${STEP_LABELS[step] ?? step.toLowerCase()}`;

/** `/start`: loads the seed with visible progress, then opens the office. */
export function StartPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const options = useMemo(() => readStartState(location.state), [location.state]);
  const status = useStartNewGame(options);

  useEffect(() => {
    // Replace: going back must not land on /start and load the seed again.
    if (status.state === 'done') navigate('/office', { replace: true });
  }, [status.state, navigate]);

  if (!options) {
    return (
      <Page title="Start">
        <Text as="p">There is nothing to start yet: choose your brands and settings first.</Text>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate('/setup/setup')}>
            Set up a new game
          </Button>
        </div>
      </Page>
    );
  }

  const progress = status.state === 'loading' ? status.progress : null;
  const value = status.state === 'done' ? 1 : progress ? progress.done / progress.total : 0;
  const step = progress ? describeStep(progress.step) : 'Preparing the world';
  return (
    <Page title="Start">
      <Field
        className={styles.progress}
        label="Loading your new game"
        validationState={status.state === 'failed' ? 'error' : 'none'}
        validationMessage={status.state === 'failed' ? `The game could not start: ${status.message}` : step}
      >
        <ProgressBar value={value} thickness="large" />
      </Field>
      {status.state === 'failed' && (
        <div className={styles.actions}>
          <Button onClick={() => navigate('/setup/setup')}>Back to setup</Button>
        </div>
      )}
    </Page>
  );
}
