import { Route, Routes, useLocation } from 'react-router-dom';
import { GAME_ID } from '../../../domain/entities/game';
import { renderWithApp } from '../../testing/render';
import { careerWorld } from '../../../../tests/application/careers/career-world';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { CareerModePage } from './CareerModePage';
import { CareersPage } from './CareersPage';

export const GAME_DATE = '2026-03-11';

/** Real services on fake-indexeddb with the careers world (Ada's matches, titles and bookings). */
export async function careersServices(followed: (world: Awaited<ReturnType<typeof careerWorld>>) => number[] = () => []) {
  const services = createTestAppServices();
  await services.game.load();
  await services.repos.Game.update(GAME_ID, { date: GAME_DATE });
  const world = await careerWorld(services.repos);
  await services.repos.Game.update(GAME_ID, { careerWrestlerIds: followed(world) });
  return { services, world };
}

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** Both career routes, as AppRoutes mounts them, with the current address on screen. */
export const renderCareers = (services: TestAppServices, path: string) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/career-mode/*" element={<CareerModePage />} />
        <Route path="/careers" element={<CareersPage />} />
      </Routes>
      <Where />
    </>,
    services,
    path,
  );

export const followedIn = async (services: TestAppServices) => (await services.repos.Game.get(GAME_ID))?.careerWrestlerIds;
