import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Body1, Button, Caption1, Card, ProgressBar, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { TutorialView } from '../../application/tutorial';
import type { TutorialScreen } from '../../domain/machines/guided-tutorial-steps';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px', borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}` },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface TutorialCardProps {
  view: TutorialView;
  /** The screen the card is on: a step shows its text for this screen. */
  screen: TutorialScreen;
  onCommand(command: 'start' | 'complete' | 'skip'): void;
  onHide(): void;
}

/**
 * The tutorial's card: an invitation before it starts, then the step the player is on, told for
 * the screen they are on (the panel leaves the card out where a step has nothing to say). Steps
 * move on by themselves as the player plays; the last one is finished by hand. Escape hides it.
 */
export function TutorialCard({ view, screen, onCommand, onHide }: TutorialCardProps) {
  const styles = useStyles();
  const headingId = useId();
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const running = view.status === 'running' && view.current !== null;
  const last = view.step >= view.total;

  // Once started, bring keyboard and screen-reader users to the step they are on.
  const started = useRef(running);
  useEffect(() => {
    if (running && !started.current) stepTitle.current?.focus();
    started.current = running;
  }, [running]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onHide();
  };

  return (
    <Card className={styles.card} role="complementary" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>Production tutorial</Subtitle2>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label="Hide the tutorial" title="Hide the tutorial (Escape)" onClick={onHide} />
      </div>
      {running && view.current ? (
        <>
          <ProgressBar value={view.step} max={view.total} aria-label={`Step ${view.step} of ${view.total}`} />
          <div className={styles.step} aria-live="polite">
            <Caption1 className={styles.muted}>Step {view.step} of {view.total}</Caption1>
            <Text as="h3" weight="semibold" ref={stepTitle} tabIndex={-1}>{view.current.title}</Text>
            <Body1 as="p" style={{ margin: 0 }}>{view.current.on[screen]}</Body1>
          </div>
          <div className={styles.actions}>
            {last ? (
              <Button appearance="primary" onClick={() => onCommand('complete')}>Finish the tutorial</Button>
            ) : (
              <Caption1 className={styles.muted}>The next step comes up as soon as you have done this one.</Caption1>
            )}
            <Button onClick={() => onCommand('skip')}>Skip the tutorial</Button>
          </div>
        </>
      ) : (
        <>
          <Body1 as="p" style={{ margin: 0 }}>
            New to booking? {view.total} short steps take you from this week&apos;s shows to the results of a simulated show,
            following what you do. It never stops you playing: hide it any time, or skip it (Settings brings it back).
          </Body1>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => onCommand('start')}>Start the tutorial</Button>
            <Button onClick={() => onCommand('skip')}>Skip the tutorial</Button>
          </div>
        </>
      )}
    </Card>
  );
}
