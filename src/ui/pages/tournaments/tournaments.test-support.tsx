import { Route, Routes } from 'react-router-dom';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { TournamentsPage } from './TournamentsPage';

export const ROSTER = ['Ada Strong', 'Bo Small', 'Cy Mid', 'Di Mid', 'Ed Low', 'Flo Low'] as const;

/** Real services on fake-indexeddb with six wrestlers (points fall down the list) and a referee. */
export async function tournamentServices(count: number = ROSTER.length): Promise<TestAppServices> {
  const services = createTestAppServices({ seed: 3 });
  await services.game.load();
  await services.repos.Wrestler.bulkCreate([
    ...ROSTER.slice(0, count).map((name, i) => ({ name, points: 80 - 10 * i })),
    { name: 'Rita Referee', points: 99, role: 'REFEREE' as const },
  ]);
  return services;
}

export const renderTournaments = (services: TestAppServices, path = '/tournaments') =>
  renderWithApp(
    <Routes>
      <Route path="/tournaments" element={<TournamentsPage />} />
    </Routes>,
    services,
    path,
  );
