import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { Page } from '../components/Page';
import { BackupButton } from '../saves/BackupButton';
import { browser } from '../browser';
import { describeError } from './ErrorBoundary';

const useStyles = makeStyles({
  details: {
    backgroundColor: '#000',
    color: '#fff',
    padding: tokens.spacingHorizontalM,
    maxHeight: '40vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    margin: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** SPEC §2 crash screen: shown in place of a screen that failed to render. */
export function CrashScreen({ error, componentStack }: { error: unknown; componentStack: string }) {
  const styles = useStyles();

  const setupGame = () => {
    browser.goToHash('#/setup');
    // The reload clears whatever broken state caused the crash; the delay lets the hash land first.
    setTimeout(() => browser.reload(), 1000);
  };

  return (
    <Page title="Encountered an error">
      <Text as="p">
        Something went wrong while showing this screen. Try reloading the page or going to another
        screen. Before anything else, take a backup of your save game so nothing is lost.
      </Text>
      {/* Focusable so keyboard users can scroll a long stack. */}
      <pre className={styles.details} role="region" aria-label="Error details" tabIndex={0}>
        {describeError(error, componentStack)}
      </pre>
      <div className={styles.actions}>
        <Button icon={<ArrowResetRegular />} onClick={setupGame}>
          Click here to setup your game
        </Button>
        <BackupButton />
      </div>
    </Page>
  );
}
