import { Route, Routes, useLocation } from 'react-router-dom';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { MatchSimulationPage } from './MatchSimulationPage';
import { QuickModePage } from './QuickModePage';

/** Real services on fake-indexeddb with a small roster of one brand (the game runs every brand). */
export async function quickMatchServices(): Promise<TestAppServices> {
  const services = createTestAppServices({ seed: 5 });
  await services.game.load();
  await services.repos.Wrestler.bulkCreate([
    { name: 'Ada Strong', points: 70, popularity: 60, alignment: 'GOOD', class: 'GIANT' },
    { name: 'Bo Small', points: 45, popularity: 40, alignment: 'BAD', class: 'CRUISER' },
    { name: 'Cy Mid', points: 55, popularity: 50 },
    { name: 'Di Mid', points: 60, popularity: 45, alignment: 'BAD' },
    { name: 'Rita Referee', points: 90, role: 'REFEREE' },
  ]);
  return services;
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current route">{pathname + search}</output>;
}

/** Both quick-match screens under their real routes, plus the current location. */
export function renderQuickMatch(services: TestAppServices, path = '/simulate-match/create') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/simulate-match/create" element={<MatchSimulationPage />} />
        <Route path="/quick-mode/:id" element={<QuickModePage />} />
      </Routes>
      <Location />
    </>,
    services,
    path,
  );
}
