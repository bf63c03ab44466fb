import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { WelcomePage } from './WelcomePage';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderWelcome = (hasGame: boolean) => {
  const fake = createFakeServices({ hasGame });
  renderWithApp(
    <>
      <WelcomePage />
      <Where />
    </>,
    fake.services,
  );
  return fake;
};

describe('Welcome', () => {
  it('offers only New game when no game exists, and it opens /setup/setup', async () => {
    const fake = renderWelcome(false);
    const newGame = await screen.findByRole('button', { name: 'New game' });
    // The question is asked from an effect, which a loaded machine may run after the first paint.
    await vi.waitFor(() => expect(fake.game.hasGame).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(newGame);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/setup/setup');
  });

  it('offers Continue when a game exists, and it opens the office', async () => {
    renderWelcome(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/office');
  });
});
