import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { seedTestWorld, type TestWorld } from './production-test-world';
import { ProductionsRoute } from './ProductionsRoute';

// Test helper only (imported by *.test.tsx files).

/**
 * Real services on a fresh fake-indexeddb with the small test world, rebuilt before each test,
 * and the production screen rendered at `/production/:id`.
 */
export function productionScreen() {
  const state = {} as { services: TestAppServices; world: TestWorld };
  let restoreLayout: () => void = () => {};
  beforeEach(async () => {
    restoreLayout = stubLayoutForFocusManagement();
    state.services = createTestAppServices();
    state.world = await seedTestWorld(state.services);
  });
  afterEach(() => restoreLayout());

  return {
    get services() {
      return state.services;
    },
    get world() {
      return state.world;
    },
    async open() {
      renderWithApp(
        <Routes>
          <Route path="/production/*" element={<ProductionsRoute />} />
        </Routes>,
        state.services,
        `/production/${state.world.production.id}`,
      );
      return screen.findByRole('heading', { level: 2, name: /^NPW Friction on / });
    },
    card: (n: number) => screen.findByRole('region', { name: new RegExp(`^Segment ${n}: `) }),
    /** The stored appearances of the segment at that place in the running order. */
    async appearancesOf(segmentIndex: number) {
      const production = await state.services.repos.Production.get(state.world.production.id);
      return (await state.services.segments.load(production!.segmentIds[segmentIndex])).appearances;
    },
  };
}
