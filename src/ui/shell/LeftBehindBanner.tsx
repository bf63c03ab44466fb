import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { LEFT_BEHIND_MESSAGE } from '../../domain/errors';
import { browser } from '../browser';
import { useReplacedElsewhere } from '../components/use-changes-elsewhere';
import { AlertBanner } from './AlertBanner';

/**
 * Issue 14: another tab imported a save or started a new game. This tab's game is gone (its
 * storage refuses every read and write from now on), so it says so and offers the way back.
 */
export function LeftBehindBanner() {
  const [replaced, setReplaced] = useState(false);
  useReplacedElsewhere(() => setReplaced(true));
  if (!replaced) return null;
  return (
    <AlertBanner>
      <Text weight="semibold">{LEFT_BEHIND_MESSAGE}</Text>
      <Button onClick={() => browser.reload()}>Reload</Button>
    </AlertBanner>
  );
}
