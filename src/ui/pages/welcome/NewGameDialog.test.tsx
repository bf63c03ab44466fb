import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createFakeServices } from '../../testing/fake-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { WelcomePage } from '../WelcomePage';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// The probe is not part of the UI under test: read it even while a modal hides the page.
const path = () => screen.getByRole('status', { name: 'path', hidden: true });

async function openConfirmation() {
  const fake = createFakeServices({ hasGame: true });
  renderWithApp(<><WelcomePage /><Where /></>, fake.services);
  await screen.findByRole('button', { name: 'Continue' }, SLOW_FIRST_RENDER);
  await userEvent.click(screen.getByRole('button', { name: 'New game' }));
  return { fake, dialog: await screen.findByRole('alertdialog', { name: 'Replace your current game?' }) };
}

describe('when New game is chosen over an existing game', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterAll(() => restoreLayout());

  it('asks first, and Cancel keeps the player on Welcome with the game untouched', async () => {
    const { dialog } = await openConfirmation();
    expect(dialog).toHaveTextContent(/replaces everything in your current one/);
    expect(path()).toHaveTextContent('/setup');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(path()).toHaveTextContent(/^\/setup$/);
  });

  it('offers Download and backup save first, which exports the save without leaving', async () => {
    const { fake } = await openConfirmation();
    URL.createObjectURL = vi.fn(() => 'blob:save');
    URL.revokeObjectURL = vi.fn();

    await userEvent.click(screen.getByRole('button', { name: 'Download and backup save' }));

    await waitFor(() => expect(fake.saves.backup).toHaveBeenCalledTimes(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('goes on to the setup form once confirmed', async () => {
    await openConfirmation();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(path()).toHaveTextContent('/setup/setup'));
  });
});

describe('when there is no game yet', () => {
  it('goes straight to the setup form without asking', async () => {
    const fake = createFakeServices({ hasGame: false });
    renderWithApp(<><WelcomePage /><Where /></>, fake.services);
    await waitFor(() => expect(fake.game.hasGame).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(path()).toHaveTextContent('/setup/setup');
  });
});
