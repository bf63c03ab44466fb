import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../browser';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { LeftBehindBanner } from './LeftBehindBanner';

describe('the left-behind banner', () => {
  it('stays away while other tabs only change records', async () => {
    const fake = createFakeServices();
    renderWithApp(<><h2>ready</h2><LeftBehindBanner /></>, fake.services);
    await screen.findByRole('heading', { name: 'ready' });
    act(() => fake.changes.emit({ kind: 'changed', tables: ['Wrestler'] }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the game was replaced in another tab and reloads on Reload', async () => {
    const fake = createFakeServices();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderWithApp(<><h2>ready</h2><LeftBehindBanner /></>, fake.services);
    await screen.findByRole('heading', { name: 'ready' });
    act(() => fake.changes.emit({ kind: 'replaced' }));
    // The notice arrives through the services' change feed: on a loaded machine that can take over a second.
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'This game was replaced in another tab (an import or a new game). Reload to play it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
