import { useCallback, useEffect, useState } from 'react';
import { Button, Subtitle2, Text } from '@fluentui/react-components';
import type { TutorialView } from '../../application/tutorial';
import { RouteLink } from '../components/RouteLink';
import { useServices } from '../services-context';
import { setTutorialMinimised, useTutorialMinimised } from './tutorial-visibility';

/** Where the tutorial stands, in a sentence. */
function statusText(view: TutorialView, hidden: boolean): string {
  if (!view.enabled) return 'Tutorials are switched off. Resuming or restarting the tutorial switches them on.';
  switch (view.status) {
    case 'running':
      return `You are on step ${view.step} of ${view.total}: ${view.current?.title ?? ''}.${hidden ? ' It is hidden for now.' : ''}`;
    case 'completed':
      return 'You finished it.';
    case 'skipped':
      return 'You skipped it.';
    default:
      return 'Not started yet: it is offered on the office, the show schedule and the production pages.';
  }
}

/**
 * Issue 16: the production tutorial from Settings. Resume brings a skipped, hidden or unstarted
 * tutorial back at the first step not yet done; restart begins it again. Both switch tutorials on.
 */
export function TutorialSettings({ className, reloadGame }: { className?: string; reloadGame(): Promise<void> }) {
  const { tutorial, logger } = useServices();
  const hidden = useTutorialMinimised();
  const [view, setView] = useState<TutorialView | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');

  // A read that fails (or throws at once) leaves the section saying so rather than breaking Settings.
  const read = useCallback(
    () => (async () => tutorial.view())().then(setView, (cause: unknown) => logger.warn('The tutorial could not be read', cause)),
    [tutorial, logger],
  );
  useEffect(() => void read(), [read]);

  const run = async (what: 'resume' | 'restart') => {
    setBusy(true);
    try {
      const next = await tutorial[what]();
      setTutorialMinimised(false);
      setView(next);
      // The shell keeps the Game record in memory: it must see tutorials switched on.
      await reloadGame();
      setSaid(next.status === 'running' ? `The tutorial is on step ${next.step}: ${next.current?.title ?? ''}.` : '');
    } catch (cause) {
      logger.warn('The tutorial could not be changed', cause);
      setSaid('The tutorial could not be changed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  // Nothing to offer when the tutorial cannot be read: Settings goes on without the section.
  if (view === null) return null;
  const canResume = !view.enabled || view.status === 'skipped' || view.status === 'idle' || (view.status === 'running' && hidden);
  return (
    <section className={className} aria-labelledby="settings-tutorial">
      <Subtitle2 as="h2" id="settings-tutorial">
        Production tutorial
      </Subtitle2>
      <Text as="p">{statusText(view, hidden)}</Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
        <Button disabled={busy || !canResume} onClick={() => void run('resume')}>
          Resume the tutorial
        </Button>
        <Button disabled={busy} onClick={() => void run('restart')}>
          Restart the tutorial
        </Button>
      </div>
      {/* Polite, but not role="status": the settings page's one status is the save notice. */}
      <Text as="p" aria-live="polite">
        {said}
      </Text>
      {said && view?.status === 'running' && <RouteLink to="/office">Carry on in the office</RouteLink>}
    </section>
  );
}
