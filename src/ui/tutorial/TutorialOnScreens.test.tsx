import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createTestAppServices } from '../../../tests/support/app-services';
import { productionTutorialSteps } from '../../domain/machines/guided-tutorial-steps';
import { seedTestWorld } from '../pages/production/production-test-world';
import { ProductionsRoute } from '../pages/production/ProductionsRoute';
import { renderRoutes, seededServices } from '../pages/schedule/seeded-app.test-support';
import { ShowSchedulePage } from '../pages/schedule/ShowSchedulePage';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';
import { renderWithApp } from '../testing/render';

const panel = () => screen.findByRole('complementary', { name: 'Production tutorial' });

describe('the tutorial on the booking screens', () => {
  it('sits on the schedule without taking the place of its shows', async () => {
    renderRoutes(await seededServices({ tutorials: true }), { '/schedule/shows': <ShowSchedulePage /> }, '/schedule/shows');
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Start the tutorial' }));
    expect(await screen.findByRole('heading', { level: 3, name: productionTutorialSteps[0].title })).toBeInTheDocument();
    // Play goes on around it: the shows stay one click away.
    expect(screen.getAllByRole('button', { name: /^Create production/ }).length).toBeGreaterThan(0);
  });

  it('picks up on the production page at the step reached', async () => {
    const restore = stubLayoutForFocusManagement();
    try {
      const services = createTestAppServices();
      const { production } = await seedTestWorld(services);
      await services.game.update({ tutorialStep: 3 });
      renderWithApp(
        <Routes>
          <Route path="/production/*" element={<ProductionsRoute />} />
        </Routes>,
        services,
        `/production/${production.id}`,
      );
      expect(await within(await panel()).findByRole('heading', { level: 3, name: 'Randomise the card' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Randomise all' })).toBeEnabled();
    } finally {
      restore();
    }
  });
});
