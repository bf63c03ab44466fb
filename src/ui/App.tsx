import { HashRouter } from 'react-router-dom';
import type { AppServices } from '../application/services';
import { ServicesProvider } from './services-context';
import { GameProvider } from './game/game-context';
import { GameGate } from './game/GameGate';
import { ThemeRoot } from './theme/ThemeRoot';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { LazyCrashScreen } from './errors/LazyFallbacks';
import { AppShell } from './shell/AppShell';

const crashScreen = (error: unknown, stack: string) => <LazyCrashScreen error={error} componentStack={stack} />;

/** The whole UI, given its services by the composition root (src/main.tsx). */
export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <GameProvider>
        <ThemeRoot>
          {/* Last resort: a failed game load or a broken shell still offers a backup. */}
          <ErrorBoundary fallback={crashScreen}>
            <GameGate>
              <HashRouter>
                <AppShell />
              </HashRouter>
            </GameGate>
          </ErrorBoundary>
        </ThemeRoot>
      </GameProvider>
    </ServicesProvider>
  );
}
