import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '../../domain/entities/game';
import { createTestAppServices, type TestAppServices } from '../../../tests/support/app-services';
import { renderWithApp } from '../testing/render';
import { TutorialSettings } from './TutorialSettings';

async function servicesWith(game: Partial<Game>): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update(game);
  return services;
}
const stored = async (services: TestAppServices) => (await services.repos.Game.get(1))!;

describe('the production tutorial in Settings', () => {
  it('resumes a skipped tutorial, switching tutorials on, and links on to the office', async () => {
    const services = await servicesWith({ tutorials: false, tutorialStep: 'skipped' });
    renderWithApp(<TutorialSettings reloadGame={() => services.game.load().then(() => undefined)} />, services, '/settings');
    expect(await screen.findByText(/Tutorials are switched off/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume the tutorial' }));
    expect(await screen.findByText('The tutorial is on step 1: Choose a show to book.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Carry on in the office' })).toHaveAttribute('href', '/office');
    await waitFor(async () => expect(await stored(services)).toMatchObject({ tutorials: true, tutorialStep: 1 }));
  });

  it('restarts a finished tutorial from step 1; resume has nothing to do then', async () => {
    const services = await servicesWith({ tutorialStep: 'done' });
    renderWithApp(<TutorialSettings reloadGame={() => services.game.load().then(() => undefined)} />, services, '/settings');
    expect(await screen.findByText('You finished it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume the tutorial' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Restart the tutorial' }));
    expect(await screen.findByText('You are on step 1 of 5: Choose a show to book.')).toBeInTheDocument();
    expect((await stored(services)).tutorialStep).toBe(1);
  });
});
