import { Suspense } from 'react';
import { useRecoveredCopy } from '../game/game-context';
import { lazyNamed } from '../components/lazy-named';

// The notice is a Fluent Dialog (dialog, motion and portal code, about 7 KB gzip) that almost no
// session shows: it loads only when a replace was interrupted and there is something to say.
const RecoveredNotice = lazyNamed(() => import('./RecoveredNotice'), 'RecoveredNotice');

/** RecoveredNotice, fetched only when the game was put back from a safety copy. */
export function LazyRecoveredNotice() {
  const { recovered } = useRecoveredCopy();
  if (!recovered) return null;
  return (
    <Suspense fallback={null}>
      <RecoveredNotice />
    </Suspense>
  );
}
