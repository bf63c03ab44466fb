import { useEffect, useState } from 'react';
import type { TutorialActor } from '../../application/tutorial';
import { useServices } from '../services-context';

/**
 * The guided tutorial's live actor (the application restores it from the stored progress), or
 * null while it opens, when tutorials are off, or when it cannot open: the tutorial is a help,
 * never a reason for a screen to fail.
 */
export function useTutorialActor(enabled: boolean): TutorialActor | null {
  const { tutorial, logger } = useServices();
  const [actor, setActor] = useState<TutorialActor | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let opened: TutorialActor | null = null;
    (async () => tutorial.open())().then(
      (next) => {
        if (!live) return next.stop();
        opened = next;
        setActor(next);
      },
      (cause: unknown) => logger.warn('The guided tutorial could not open', cause),
    );
    return () => {
      live = false;
      // A write already under way still lands; stopping only ends this screen's copy.
      opened?.stop();
      setActor(null);
    };
  }, [tutorial, logger, enabled]);
  return actor;
}
