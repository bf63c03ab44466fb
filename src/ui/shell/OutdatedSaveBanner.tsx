import { Button, Text } from '@fluentui/react-components';
import { STORE_VERSION } from '../../domain/entities/game';
import { useGame } from '../game/game-context';
import { AlertBanner } from './AlertBanner';

/** SPEC §2: the save was written by another store version; Update stamps the current one. */
export function OutdatedSaveBanner() {
  const { game, updateGame } = useGame();
  if (game.storeVersion === STORE_VERSION) return null;
  return (
    <AlertBanner>
      <Text weight="semibold">We think your save game data is out date: Click here to update</Text>
      <Text>
        Save version {String(game.storeVersion ?? 'unknown')}, app version {STORE_VERSION}
      </Text>
      <Button onClick={() => void updateGame({ storeVersion: STORE_VERSION })}>Update</Button>
    </AlertBanner>
  );
}
