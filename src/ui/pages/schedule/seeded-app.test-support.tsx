import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { NewGameOptions } from '../../../application/new-game';
import type { AppServices } from '../../../application/services';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';

/** Real services on fake-indexeddb with the full seed loaded (a new game's date: Sunday 2026-11-22, the first day of the week after the seed's Saturday). */
export async function seededServices(options: Partial<NewGameOptions> = {}): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, ...options });
  return services;
}

/** Stands in for the production editor (another feature): shows which production opened. */
function ProductionProbe() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h2>Production {id}</h2>
      <button onClick={() => navigate(-1)}>Go back</button>
    </>
  );
}

/** The current route, so tests assert where the app went. */
function Location() {
  return <output aria-label="Current route">{useLocation().pathname}</output>;
}

/** Renders the given pages under their real routes, plus a production stand-in and the location. */
export function renderRoutes(services: AppServices, routes: Record<string, ReactElement>, path: string) {
  return renderWithApp(
    <>
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path="/production/:id" element={<ProductionProbe />} />
        <Route path="*" element={<h2>Elsewhere</h2>} />
      </Routes>
      <Location />
    </>,
    services,
    path,
  );
}
