import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '../../domain/entities/game';
import { productionTutorialSteps } from '../../domain/machines/guided-tutorial-steps';
import { createTestAppServices, type TestAppServices } from '../../../tests/support/app-services';
import { TutorialsSwitch } from '../shell/GameSwitches';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { TutorialPanel } from './TutorialPanel';
import { setTutorialMinimised } from './tutorial-visibility';

const total = productionTutorialSteps.length;
const panel = () => screen.findByRole('complementary', { name: 'Production tutorial' });
const stored = async (services: TestAppServices) => (await services.repos.Game.get(1))!.tutorialStep;

async function servicesWith(game: Partial<Game> = {}): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update(game);
  return services;
}

/** A production page stand-in: its card is filled, then its show run, as the real page would report. */
function ProductionHarness() {
  const [facts, setFacts] = useState({ id: 1, booked: false, simulated: false });
  return (
    <>
      <button onClick={() => setFacts({ ...facts, booked: true })}>Fill the card</button>
      <button onClick={() => setFacts({ ...facts, simulated: true })}>Run the show</button>
      <TutorialPanel screen="production" production={facts} />
    </>
  );
}

const open = (services: TestAppServices) =>
  renderWithApp(
    <>
      <TutorialsSwitch />
      <TutorialPanel screen="schedule" />
    </>,
    services,
    '/schedule/shows',
  );

afterEach(() => act(() => setTutorialMinimised(false)));

describe('the guided production tutorial', () => {
  it('starts at the first step not yet done, follows the production as it is booked and simulated, and finishes', async () => {
    const services = await servicesWith();
    const user = userEvent.setup();
    const first = open(services);
    await user.click(within(await panel()).getByRole('button', { name: 'Start the tutorial' }));
    // Opening the schedule did step 1: the card starts on step 2, told for the schedule.
    const title = await screen.findByRole('heading', { level: 3, name: 'Create a production' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(`Step 2 of ${total}`)).toBeInTheDocument();
    expect(screen.getByText(productionTutorialSteps[1].on.schedule!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    await waitFor(async () => expect(await stored(services)).toBe(2));
    first.unmount();

    renderWithApp(<ProductionHarness />, services, '/production/1');
    expect(await within(await panel()).findByRole('heading', { level: 3, name: 'Randomise the card' })).toBeInTheDocument();
    expect(screen.getByText(productionTutorialSteps[2].on.production!)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill the card' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Simulate the show' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run the show' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Read the results' })).toBeInTheDocument();
    await waitFor(async () => expect(await stored(services)).toBe(total));

    await user.click(screen.getByRole('button', { name: 'Finish the tutorial' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tutorial complete');
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();
    await waitFor(async () => expect(await stored(services)).toBe('done'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away from a screen its step has nothing to say about', async () => {
    const services = await servicesWith({ tutorialStep: 1 });
    const opened = vi.spyOn(services.tutorial, 'open');
    renderWithApp(<TutorialPanel screen="production" />, services, '/production/1');
    await waitFor(() => expect(opened).toHaveBeenCalled());
    await act(() => opened.mock.results[0].value);
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();
  });

  it('skip hides it, and it stays hidden after a reload', async () => {
    const services = await servicesWith({ tutorialStep: 2 });
    const view = open(services);
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Skip the tutorial' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tutorial skipped. Settings can resume or restart it.');
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();
    await waitFor(async () => expect(await stored(services)).toBe('skipped'));
    view.unmount();

    const opened = vi.spyOn(services.tutorial, 'open');
    open(services);
    await waitFor(() => expect(opened).toHaveBeenCalled());
    await act(() => opened.mock.results[0].value);
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while tutorials are off, and follows the switch', async () => {
    const services = await servicesWith({ tutorials: false });
    const opened = vi.spyOn(services.tutorial, 'open');
    open(services);
    const toggle = await screen.findByRole('switch', { name: 'Tutorials' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();
    expect(opened).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(await panel()).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull());
  });

  it('hides with Escape or its close button without losing the step, and comes back on request', async () => {
    const services = await servicesWith({ tutorialStep: 4 });
    const user = userEvent.setup();
    open(services);
    within(await panel()).getByText(`Step 4 of ${total}`);
    // Keyboard focus inside the card (as after pressing its Start button).
    act(() => screen.getByRole('heading', { level: 3, name: 'Simulate the show' }).focus());
    await user.keyboard('{Escape}');
    const show = screen.getByRole('button', { name: 'Show the production tutorial' });
    await waitFor(() => expect(show).toHaveFocus());
    expect(screen.queryByRole('complementary', { name: 'Production tutorial' })).toBeNull();

    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Step 4 of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the tutorial' }));
    expect(screen.getByRole('button', { name: 'Show the production tutorial' })).toBeInTheDocument();
    expect(await stored(services)).toBe(4);
  });

  it('never breaks the screen when it cannot open', async () => {
    const { services, logger } = createFakeServices();
    renderWithApp(<TutorialPanel screen="schedule" />, services, '/schedule/shows');
    await waitFor(() => expect(logger.warn).toHaveBeenCalledWith('The guided tutorial could not open', expect.any(Error)));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
