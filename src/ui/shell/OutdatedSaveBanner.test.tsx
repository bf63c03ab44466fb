import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_VERSION } from '../../domain/entities/game';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { OutdatedSaveBanner } from './OutdatedSaveBanner';

describe('out-of-date save banner', () => {
  it('is absent when the save has the current store version', async () => {
    renderWithApp(<><h2>ready</h2><OutdatedSaveBanner /></>, createFakeServices().services);
    await screen.findByRole('heading', { name: 'ready' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows both versions and Update writes the current version to the Game record', async () => {
    const fake = createFakeServices({ game: { storeVersion: 9 } });
    renderWithApp(<OutdatedSaveBanner />, fake.services);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We think your save game data is out date: Click here to update');
    expect(alert).toHaveTextContent(`Save version 9, app version ${STORE_VERSION}`);

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(fake.game.update).toHaveBeenCalledWith({ storeVersion: STORE_VERSION });
    expect(fake.stored().storeVersion).toBe(STORE_VERSION);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
