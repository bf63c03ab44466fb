import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-components';
import { MemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../application/services';
import { ServicesProvider } from '../services-context';
import { GameProvider } from '../game/game-context';
import { GameGate } from '../game/GameGate';
import { darkTheme } from '../theme/theme';
import { KeepFocusManager } from '../theme/ThemeRoot';

/** Renders UI the way the app does (services, loaded game, theme, router) at a given path. */
export function renderWithApp(ui: ReactElement, services: AppServices, path = '/setup') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <GameProvider>
        <FluentProvider theme={darkTheme}>
          {/* As in the app: Tabster outlives every dialog, so a closing dialog's aria-hidden is undone. */}
          <KeepFocusManager />
          <GameGate>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </GameGate>
        </FluentProvider>
      </GameProvider>
    </ServicesProvider>
  );
  return render(ui, { wrapper });
}

/** Fluent alone, for presentation components. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <FluentProvider theme={darkTheme}>{children}</FluentProvider> });
}
