import { useEffect, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Page } from '../components/Page';
import { useServices } from '../services-context';
import { NewGameDialog } from './welcome/NewGameDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** `/setup`, the default route: start a new game or continue the saved one. */
export function WelcomePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { game, analytics, logger } = useServices();
  const [canContinue, setCanContinue] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let live = true;
    game.hasGame().then(
      (has) => live && setCanContinue(has),
      (error: unknown) => logger.error('Could not check for a saved game', error),
    );
    return () => {
      live = false;
    };
  }, [game, logger]);

  const setUpNewGame = () => {
    analytics.track('Setup', 'new game');
    navigate('/setup/setup');
  };

  return (
    <Page title="Welcome">
      <Text as="p">Run your own wrestling promotion: book shows, build stars and chase ratings.</Text>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          size="large"
          // Over an existing game, confirm first: the new game will replace it.
          onClick={() => (canContinue ? setConfirming(true) : setUpNewGame())}
        >
          New game
        </Button>
        {canContinue && (
          <Button
            size="large"
            onClick={() => {
              analytics.track('Setup', 'continue');
              navigate('/office');
            }}
          >
            Continue
          </Button>
        )}
      </div>
      <NewGameDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setUpNewGame();
        }}
      />
    </Page>
  );
}
