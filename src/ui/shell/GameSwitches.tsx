import { Switch } from '@fluentui/react-components';
import { useGame } from '../game/game-context';
import { useServices } from '../services-context';

/** Colour mode, stored on the Game record so it survives a reload (SPEC §4 Other toggles). */
export function ColorModeSwitch() {
  const { game, updateGame } = useGame();
  const { analytics } = useServices();
  return (
    <Switch
      label="Dark mode"
      checked={game.dark}
      onChange={(_, data) => {
        analytics.track('ColorMode', data.checked ? 'dark' : 'light');
        void updateGame({ dark: data.checked });
      }}
    />
  );
}

export function TutorialsSwitch() {
  const { game, updateGame } = useGame();
  const { analytics } = useServices();
  return (
    <Switch
      label="Tutorials"
      checked={game.tutorials}
      onChange={(_, data) => {
        analytics.track('Tutorials', data.checked ? 'on' : 'off');
        void updateGame({ tutorials: data.checked });
      }}
    />
  );
}
