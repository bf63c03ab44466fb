import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LEFT_BEHIND_MESSAGE } from '../../domain/errors';
import { browser } from '../browser';
import { useReplacedElsewhere } from '../components/use-changes-elsewhere';
import { palette } from '../theme/palette';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: palette.error,
    color: '#fff',
  },
});

/**
 * Issue 14: another tab imported a save or started a new game. This tab's game is gone (its
 * storage refuses every read and write from now on), so it says so and offers the way back.
 */
export function LeftBehindBanner() {
  const styles = useStyles();
  const [replaced, setReplaced] = useState(false);
  useReplacedElsewhere(() => setReplaced(true));
  if (!replaced) return null;
  return (
    <div role="alert" className={styles.root}>
      <Text weight="semibold">{LEFT_BEHIND_MESSAGE}</Text>
      <Button onClick={() => browser.reload()}>Reload</Button>
    </div>
  );
}
