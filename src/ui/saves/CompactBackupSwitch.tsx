import { Switch } from '@fluentui/react-components';
import { useGame } from '../game/game-context';

/**
 * Issue 32: Settings' choice of the backup's text. Off (the default, SPEC §7): pretty JSON, as
 * dexie-export-import writes with `prettyJson`; on: the library's compact JSON. Kept on the Game
 * record, as the other switches are, so it survives a reload and an import.
 */
export function CompactBackupSwitch() {
  const { game, updateGame } = useGame();
  return (
    <Switch
      label="Compact backup (smaller file, same data)"
      checked={game.compactBackup === true}
      onChange={(_, data) => void updateGame({ compactBackup: data.checked })}
    />
  );
}
