import { Suspense, type ComponentType } from 'react';
import { prefetchAfterFirstScreen } from '../components/first-screen';
import { ErrorBoundary, describeError } from './ErrorBoundary';
import { lazyNamed } from '../components/lazy-named';

// The crash screen (with its backup button, field and progress bar) and the face fallback (a
// positioned Tooltip) are shown only when something fails, so their code stays off the first
// screen's load. It is fetched once that screen is painted, so a later failure shows at once and
// still finds its chunk after a new deploy has replaced the files.
const loadCrashScreen = () => import('./CrashScreen');
const loadFaceFallback = () => import('./FaceFallback');
const CrashScreen = lazyNamed(loadCrashScreen, 'CrashScreen');
const FaceFallback = lazyNamed(loadFaceFallback, 'FaceFallback');

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

/** A fallback loaded when first needed, and the plain error should its chunk fail to load. */
function lazyFallback(Fallback: ComponentType<FallbackProps>) {
  return function LazyFallback(props: FallbackProps) {
    return (
      <ErrorBoundary fallback={() => <PlainError {...props} />}>
        <Suspense fallback={null}>
          <Fallback {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

/** SPEC §2 crash screen, loaded when first needed. */
export const LazyCrashScreen = lazyFallback(CrashScreen);

/** The red face of a failed part, loaded when first needed. */
export const LazyFaceFallback = lazyFallback(FaceFallback);
