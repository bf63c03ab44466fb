import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, LightbulbRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { tutorialView, type TutorialActor, type TutorialSnapshot, type TutorialView } from '../../application/tutorial';
import type { PlayerFacts, TutorialScreen } from '../../domain/machines/guided-tutorial-steps';
import { useGame } from '../game/game-context';
import { useServices } from '../services-context';
import { TutorialCard } from './TutorialCard';
import { setTutorialMinimised, useTutorialMinimised } from './tutorial-visibility';
import { useTutorialActor } from './use-tutorial-actor';

type Command = 'start' | 'complete' | 'skip';
const EVENTS = { start: 'tutorial.start', complete: 'tutorial.complete', skip: 'tutorial.skip' } as const;

/** The production on screen, as the tutorial follows it. */
export interface ProductionFacts extends PlayerFacts {
  id: number;
}

export interface TutorialPanelProps {
  screen: TutorialScreen;
  /** On the production page: the production's state, so the tutorial moves on as it changes. */
  production?: ProductionFacts;
}

const useStyles = makeStyles({
  ended: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

const select = (snapshot: TutorialSnapshot) => tutorialView(snapshot);
const sameView = (a: TutorialView, b: TutorialView) => a.status === b.status && a.step === b.step && a.enabled === b.enabled;

/**
 * SPEC §4 guided production tutorial, on the office, schedule and production screens. Shown only
 * while the Game's tutorials switch is on; it sits in the page (never over it), so play goes on
 * around it. It tells the tutorial what the player did (issue 16), and shows a step only on a
 * screen it has something to say about.
 */
export function TutorialPanel({ screen, production }: TutorialPanelProps) {
  const { game } = useGame();
  const actor = useTutorialActor(game.tutorials);
  return game.tutorials && actor ? <LiveTutorial actor={actor} screen={screen} production={production} /> : null;
}

/** Sends the tutorial what the player's screen shows: the schedule opened, a production's state and its changes. */
function useFollowPlayer(actor: TutorialActor, screen: TutorialScreen, production?: ProductionFacts) {
  const seen = useRef<ProductionFacts | null>(null);
  useEffect(() => {
    if (screen === 'schedule') actor.send({ type: 'player.openedSchedule' });
  }, [actor, screen]);
  const { id, booked, simulated } = production ?? {};
  useEffect(() => {
    if (id === undefined || booked === undefined || simulated === undefined) return;
    const before = seen.current;
    seen.current = { id, booked, simulated };
    if (!before || before.id !== id) return void actor.send({ type: 'player.openedProduction', booked, simulated });
    if (booked && !before.booked) actor.send({ type: 'player.randomised' });
    if (simulated && !before.simulated) actor.send({ type: 'player.simulated' });
  }, [actor, id, booked, simulated]);
}

function LiveTutorial({ actor, screen, production }: { actor: TutorialActor } & TutorialPanelProps) {
  const styles = useStyles();
  const { analytics } = useServices();
  const view = useSelector(actor, select, sameView);
  const minimised = useTutorialMinimised();
  // Finished or skipped on this screen (not on an earlier visit): say so once.
  const [ended, setEnded] = useState<'completed' | 'skipped' | null>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  const wasMinimised = useRef(minimised);
  useFollowPlayer(actor, screen, production);

  useEffect(() => {
    if (minimised && !wasMinimised.current) showButton.current?.focus();
    wasMinimised.current = minimised;
  }, [minimised]);

  // The card that had focus is gone: hand focus to the message that replaced it.
  useEffect(() => {
    if (ended) dismiss.current?.focus();
  }, [ended]);

  const send = (command: Command) => {
    analytics.track('GuidedProduction', command, { label: String(view.step) });
    actor.send({ type: EVENTS[command] });
    if (command === 'skip') setEnded('skipped');
    if (command === 'complete') setEnded('completed');
  };

  if (ended && (view.status === 'completed' || view.status === 'skipped')) {
    return (
      <div className={styles.ended}>
        <Text role="status">
          {ended === 'completed'
            ? 'Tutorial complete: you know the way from the schedule to a show’s results.'
            : 'Tutorial skipped. Settings can resume or restart it.'}
        </Text>
        <Button ref={dismiss} appearance="subtle" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={() => setEnded(null)} />
      </div>
    );
  }
  if (view.status !== 'idle' && view.status !== 'running') return null;
  // A step with nothing to say about this screen stays away from it (it never describes another screen).
  if (view.status === 'running' && !view.current?.on[screen]) return null;
  if (minimised) {
    return (
      <div>
        <Button ref={showButton} appearance="subtle" icon={<LightbulbRegular />} onClick={() => setTutorialMinimised(false)}>
          Show the production tutorial
        </Button>
      </div>
    );
  }
  return <TutorialCard view={view} screen={screen} onCommand={send} onHide={() => setTutorialMinimised(true)} />;
}
