import { Suspense, useEffect, useState } from 'react';
import { whenFirstScreenShown } from '../components/first-screen';
import type { TutorialPanelProps } from './TutorialPanel';
import { lazyNamed } from '../components/lazy-named';

// The tutorial runs a statechart (xstate, about 12 KB gzip, and its steps): on the office, the
// first screen, it arrives once that screen is painted instead of before it (issue 19: the
// office's first load had grown to 329 KB of JavaScript, 270 allowed).
const TutorialPanel = lazyNamed(() => import('./TutorialPanel'), 'TutorialPanel');

/** The tutorial panel, loaded after the first screen has been painted. */
export function LazyTutorialPanel(props: TutorialPanelProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenFirstScreenShown(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <TutorialPanel {...props} />
    </Suspense>
  );
}
