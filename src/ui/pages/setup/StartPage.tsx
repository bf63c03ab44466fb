import { useEffect, useMemo, useState } from 'react';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { CLEARING_STEP } from '../../../application/new-game';
import { Page } from '../../components/Page';
import { useServices } from '../../services-context';
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

  if (!options) return <NothingToStart />;

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

/**
 * `/start` opened without the setup form's choices. Issue 16: with a game loaded there is nothing
 * to start but a game to go on with, so the way on is the office first, a new game second.
 */
function NothingToStart() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { game } = useServices();
  const [hasGame, setHasGame] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    (async () => game.hasGame())().then(
      (exists) => live && setHasGame(exists),
      () => live && setHasGame(false),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (hasGame === null) return <Page title="Start">{null}</Page>;
  return (
    <Page title="Start">
      <Text as="p">
        {hasGame
          ? 'Your game is loaded and waiting in the office. To start a different one, set up a new game: it replaces this one (a safety copy is kept in Settings).'
          : 'There is nothing to start yet: choose your brands and settings first.'}
      </Text>
      <div className={styles.actions}>
        {hasGame && (
          <Button appearance="primary" onClick={() => navigate('/office')}>
            Go to the office
          </Button>
        )}
        <Button appearance={hasGame ? 'secondary' : 'primary'} onClick={() => navigate('/setup/setup')}>
          Set up a new game
        </Button>
      </div>
    </Page>
  );
}
