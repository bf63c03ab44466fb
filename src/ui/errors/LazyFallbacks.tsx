import { Suspense, lazy } from 'react';
import { prefetchAfterFirstScreen } from '../components/first-screen';
import { ErrorBoundary, describeError } from './ErrorBoundary';

// The crash screen (with its backup button, field and progress bar) and the face fallback (a
// positioned Tooltip) are shown only when something fails, so their code stays off the first
// screen's load. It is fetched once that screen is painted, so a later failure shows at once and
// still finds its chunk after a new deploy has replaced the files.
const loadCrashScreen = () => import('./CrashScreen');
const loadFaceFallback = () => import('./FaceFallback');
const CrashScreen = lazy(() => loadCrashScreen().then(({ CrashScreen: component }) => ({ default: component })));
const FaceFallback = lazy(() => loadFaceFallback().then(({ FaceFallback: component }) => ({ default: component })));

prefetchAfterFirstScreen(loadCrashScreen);
prefetchAfterFirstScreen(loadFaceFallback);

interface FallbackProps {
  error: unknown;
  componentStack: string;
}

/** What is left when a fallback's own chunk cannot load (offline before the worker cached it). */
function PlainError({ error, componentStack }: FallbackProps) {
  return (
    <div role="alert">
      <p>Something went wrong. Try reloading the page.</p>
      <pre>{describeError(error, componentStack)}</pre>
    </div>
  );
}

const plainError = (props: FallbackProps) => (_: unknown) => <PlainError {...props} />;

/** SPEC §2 crash screen, loaded when first needed. */
export function LazyCrashScreen(props: FallbackProps) {
  return (
    <ErrorBoundary fallback={plainError(props)}>
      <Suspense fallback={null}>
        <CrashScreen {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The red face of a failed part, loaded when first needed. */
export function LazyFaceFallback(props: FallbackProps) {
  return (
    <ErrorBoundary fallback={plainError(props)}>
      <Suspense fallback={null}>
        <FaceFallback {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
