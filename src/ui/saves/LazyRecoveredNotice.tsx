import { Suspense, lazy } from 'react';
import { useRecoveredCopy } from '../game/game-context';

// The notice is a Fluent Dialog (dialog, motion and portal code, about 7 KB gzip) that almost no
// session shows: it loads only when a replace was interrupted and there is something to say.
const RecoveredNotice = lazy(() => import('./RecoveredNotice').then(({ RecoveredNotice: component }) => ({ default: component })));

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
