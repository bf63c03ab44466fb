import { Suspense, useEffect, useState } from 'react';
import type { FieldRepair } from '../../domain/fields';
import { lazyNamed } from '../components/lazy-named';
import { useServices } from '../services-context';

// As LazyRecoveredNotice: the dialog's code loads only when there is a damaged value to show.
const DamageNotice = lazyNamed(() => import('./DamageNotice'), 'DamageNotice');

/**
 * Issue 34 item 7: checks the game at start (the small tables a week and a show read) and after
 * any write a field rule refused (the whole game), and offers the repair when a stored value is
 * outside its rules, before a week fails on it.
 */
export function LazyDamageNotice() {
  const { saves, logger } = useServices();
  const [found, setFound] = useState<FieldRepair[] | null>(null);

  useEffect(() => {
    let live = true;
    saves.damagedAtStart().then(
      (start) => {
        if (live && start.length > 0) setFound(start);
      },
      (error: unknown) => logger.warn('Could not check the game at start', error),
    );
    const stop = saves.onDamage((later) => setFound(later));
    return () => {
      live = false;
      stop();
    };
  }, [saves, logger]);

  if (!found) return null;
  return (
    <Suspense fallback={null}>
      <DamageNotice found={found} onClose={() => setFound(null)} />
    </Suspense>
  );
}
