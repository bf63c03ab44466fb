import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { NewGameOptions, NewGameProgress } from '../../../application/new-game';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { StartPage } from './StartPage';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';

const OPTIONS: NewGameOptions = { brandIds: [7], gender: 'MALE', amountOfDays: 7, tutorials: true };

function renderStart(state: unknown, fake = createFakeServices()) {
  renderWithApp(
    <Routes>
      <Route path="/go" element={<Navigate to="/start" state={state} />} />
      <Route path="/start" element={<StartPage />} />
      <Route path="/office" element={<h2>Office reached</h2>} />
    </Routes>,
    fake.services,
    '/go',
  );
  return fake;
}

describe('the start screen', () => {
  it('shows a labelled progress bar while the seed loads, then lands on the office', async () => {
    const fake = createFakeServices();
    let report: (progress: NewGameProgress) => void = () => {};
    let finish: () => void = () => {};
    fake.services.newGame.startNewGame = vi.fn(async (options, onProgress) => {
      report = onProgress!;
      await new Promise<void>((resolve) => (finish = resolve));
      return { ...(await fake.game.load()), ...options };
    });
    renderStart({ newGame: OPTIONS }, fake);

    const bar = await screen.findByRole('progressbar', { name: 'Loading your new game' }, SLOW_FIRST_RENDER);
    // The bar shows before the effect starting the game has run on a loaded machine.
    await vi.waitFor(() => expect(fake.services.newGame.startNewGame).toHaveBeenCalled());
    act(() => report({ step: 'Wrestler', done: 3, total: 9 }));
    expect(bar).toHaveAttribute('aria-valuenow', String(3 / 9));
    expect(screen.getByText('Loaded wrestlers and staff')).toBeInTheDocument();

    act(() => finish());
    await screen.findByRole('heading', { name: 'Office reached' });
    expect(fake.services.newGame.startNewGame).toHaveBeenCalledTimes(1);
    expect(fake.services.newGame.startNewGame).toHaveBeenCalledWith(OPTIONS, expect.any(Function));
    expect(fake.stored()).toMatchObject({ brandIds: [7], amountOfDays: 7 });
  });

  it('explains the failure and offers the way back when the load fails', async () => {
    const fake = createFakeServices();
    fake.services.newGame.startNewGame = vi.fn(async () => {
      throw new Error('disk full');
    });
    renderStart({ newGame: OPTIONS }, fake);
    expect(await screen.findByText('The game could not start: disk full', {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to setup' })).toBeInTheDocument();
  });

  it('starts nothing when opened without the setup form\'s choices', async () => {
    const fake = renderStart(null);
    expect(await screen.findByRole('button', { name: 'Set up a new game' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(fake.services.newGame.startNewGame).not.toHaveBeenCalled();
  });

  it('with a game loaded, says it is waiting in the office and links there first', async () => {
    const fake = renderStart(null, createFakeServices({ hasGame: true }));
    expect(await screen.findByText(/Your game is loaded and waiting in the office/, undefined, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText(/nothing to start yet/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the office' }));
    expect(await screen.findByRole('heading', { name: 'Office reached' })).toBeInTheDocument();
    expect(fake.services.newGame.startNewGame).not.toHaveBeenCalled();
  });
});
