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
    // Step 1 (choose a show) is done by being here: the card says what to do on the schedule.
    expect(await screen.findByRole('heading', { level: 3, name: 'Create a production' })).toBeInTheDocument();
    expect(screen.getByText(productionTutorialSteps[1].on.schedule!)).toBeInTheDocument();
    expect(screen.queryByText(productionTutorialSteps[0].title)).toBeNull();
    // Play goes on around it: the shows stay one click away.
    expect(screen.getAllByRole('button', { name: /^Create production/ }).length).toBeGreaterThan(0);
  });

  it('on a production opened straight from the office, starts at the step the card is at, never at the schedule', async () => {
    const restore = stubLayoutForFocusManagement();
    try {
      const services = createTestAppServices();
      const { production } = await seedTestWorld(services);
      await services.game.update({ tutorialStep: 1 });
      renderWithApp(
        <Routes>
          <Route path="/production/*" element={<ProductionsRoute />} />
        </Routes>,
        services,
        `/production/${production.id}`,
      );
      expect(await within(await panel()).findByRole('heading', { level: 3, name: 'Randomise the card' })).toBeInTheDocument();
      expect(within(await panel()).queryByText(/schedule/i)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Randomise all' }));
      expect(await within(await panel()).findByRole('heading', { level: 3, name: 'Simulate the show' }, { timeout: 30_000 })).toBeInTheDocument();
      expect((await services.repos.Game.get(1))!.tutorialStep).toBe(4);
    } finally {
      restore();
    }
  });
});
