import { useCallback, useEffect, useRef, useState } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services-context';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { LazyCrashScreen, LazyFaceFallback } from '../errors/LazyFallbacks';
import { AppRoutes } from '../routes/AppRoutes';
import { TopBar } from './TopBar';
import { LazySidebar, preloadSidebar } from './LazySidebar';
import { Footer } from './Footer';
import { OutdatedSaveBanner } from './OutdatedSaveBanner';
import { LeftBehindBanner } from './LeftBehindBanner';
import { messageOf } from '../errors/message-of';
import { AnnouncerProvider } from '../components/Announcer';
import { useRouteFocus } from './use-route-focus';
import { useFocusKeeper } from './use-focus-keeper';

const useStyles = makeStyles({
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', ':focus': { outlineStyle: 'none' } },
});

const faceFallback = (error: unknown, stack: string) => <LazyFaceFallback error={error} componentStack={stack} />;
const crashScreen = (error: unknown, stack: string) => <LazyCrashScreen error={error} componentStack={stack} />;

/** Top bar, sidebar, banner, the routed screen and the footer (SPEC §2). */
export function AppShell() {
  const styles = useStyles();
  const { analytics, logger } = useServices();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, location.pathname);
  useFocusKeeper(main);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    // Keyboard users continue from where they opened the sidebar, once the drawer has gone.
    setTimeout(() => menuButton.current?.focus(), 0);
  }, []);

  useEffect(() => {
    // SPEC §7: one page view on mount (not per route), with the path and query string.
    analytics.pageView(`${location.pathname}${location.search}`);
  }, [analytics]);

  const reportError = useCallback(
    (error: unknown, stack: string) => {
      logger.error('Render failure', error, stack);
      analytics.track('Error', messageOf(error));
    },
    [analytics, logger],
  );

  return (
    <AnnouncerProvider>
      <ErrorBoundary fallback={faceFallback} onError={reportError}>
        <TopBar onOpenMenu={() => setMenuOpen(true)} onMenuIntent={preloadSidebar} menuButtonRef={menuButton} />
        <LazySidebar open={menuOpen} onClose={closeMenu} />
        <LeftBehindBanner />
        <OutdatedSaveBanner />
      </ErrorBoundary>
      {/* tabIndex -1: focus waits here while a new screen loads (use-route-focus). */}
      <main ref={main} tabIndex={-1} className={styles.main}>
        {/* Changing route retries the screen, as the crash screen advises. */}
        <ErrorBoundary fallback={crashScreen} onError={reportError} resetKey={location.pathname}>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <ErrorBoundary fallback={faceFallback} onError={reportError}>
        <Footer />
      </ErrorBoundary>
    </AnnouncerProvider>
  );
}
