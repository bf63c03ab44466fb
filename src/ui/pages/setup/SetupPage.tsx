import { useEffect, useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { BrandChoice, NewGameOptions } from '../../../application/new-game';
import { Page } from '../../components/Page';
import { useServices } from '../../services-context';
import { NewGameForm } from './NewGameForm';
import type { StartState } from './new-game-form';

/** `/setup/setup`: the player's choices for a new game, carried to `/start` in the router state. */
export function SetupPage() {
  const { newGame, analytics, logger } = useServices();
  const navigate = useNavigate();
  const [brands, setBrands] = useState<BrandChoice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    newGame.brandChoices().then(
      (choices) => live && setBrands(choices),
      (error: unknown) => {
        logger.error('Could not read the starting brands', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [newGame, logger]);

  const start = (options: NewGameOptions) => {
    analytics.track('Setup', 'start', { label: `${options.brandIds.length} brands`, value: options.amountOfDays });
    navigate('/start', { state: { newGame: options } satisfies StartState });
  };

  return (
    <Page title="Setup">
      <Text as="p">Choose how you want to run your promotion. Tutorials can be switched on or off later from the menu.</Text>
      {failed && <Text role="alert">The starting world could not be read. Reload the page to try again.</Text>}
      {!brands && !failed && <Spinner label="Reading the starting world" />}
      {brands && <NewGameForm brands={brands} onStart={start} />}
    </Page>
  );
}
