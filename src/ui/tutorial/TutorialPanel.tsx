import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, LightbulbRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { tutorialView, type TutorialActor, type TutorialSnapshot, type TutorialView } from '../../application/tutorial';
import { useGame } from '../game/game-context';
import { useServices } from '../services-context';
import { TutorialCard } from './TutorialCard';
import { setTutorialMinimised, useTutorialMinimised } from './tutorial-visibility';
import { useTutorialActor } from './use-tutorial-actor';

type Command = 'start' | 'next' | 'complete' | 'skip';
const EVENTS = { start: 'tutorial.start', next: 'tutorial.next', complete: 'tutorial.complete', skip: 'tutorial.skip' } as const;

const useStyles = makeStyles({
  ended: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

const select = (snapshot: TutorialSnapshot) => tutorialView(snapshot);
const sameView = (a: TutorialView, b: TutorialView) => a.status === b.status && a.step === b.step && a.enabled === b.enabled;

/**
 * SPEC §4 guided production tutorial, on the schedule and production screens. Shown only while
 * the Game's tutorials switch is on; it sits in the page (never over it), so play goes on around it.
 */
export function TutorialPanel() {
  const { game } = useGame();
  const actor = useTutorialActor(game.tutorials);
  return game.tutorials && actor ? <LiveTutorial actor={actor} /> : null;
}

function LiveTutorial({ actor }: { actor: TutorialActor }) {
  const styles = useStyles();
  const { analytics } = useServices();
  const view = useSelector(actor, select, sameView);
  const minimised = useTutorialMinimised();
  // Finished or skipped on this screen (not on an earlier visit): say so once.
  const [ended, setEnded] = useState<'completed' | 'skipped' | null>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  const wasMinimised = useRef(minimised);

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
            : 'Tutorial skipped. It will not be offered again on this save.'}
        </Text>
        <Button ref={dismiss} appearance="subtle" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={() => setEnded(null)} />
      </div>
    );
  }
  if (view.status !== 'idle' && view.status !== 'running') return null;
  if (minimised) {
    return (
      <div>
        <Button ref={showButton} appearance="subtle" icon={<LightbulbRegular />} onClick={() => setTutorialMinimised(false)}>
          Show the production tutorial
        </Button>
      </div>
    );
  }
  return <TutorialCard view={view} onCommand={send} onHide={() => setTutorialMinimised(true)} />;
}
