import { Suspense } from 'react';
import { prefetchAfterFirstScreen } from './first-screen';
import type { RivalProgress } from './use-rival-week';
import { lazyNamed } from './lazy-named';

// The bar (Fluent's Field and ProgressBar) shows only while rivals run their week: its code is
// fetched after the first screen is painted, so it is there when the player moves the calendar.
const load = () => import('./RivalWeekProgress');
const RivalWeekProgress = lazyNamed(load, 'RivalWeekProgress');
prefetchAfterFirstScreen(load);

/** RivalWeekProgress, its code loaded off the first screen. */
export function LazyRivalWeekProgress({ progress }: { progress: RivalProgress | null }) {
  if (!progress) return null;
  return (
    <Suspense fallback={null}>
      <RivalWeekProgress progress={progress} />
    </Suspense>
  );
}
