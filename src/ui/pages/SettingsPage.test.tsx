import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { SettingsPage } from './SettingsPage';

describe('Settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the backup blob under its file name through a temporary link', async () => {
    const blob = new Blob(['{"formatName":"dexie"}'], { type: 'application/json' });
    const fake = createFakeServices({ backup: { blob, fileName: 'kayfabe-save-v11-2026-11-21.json' } });
    URL.createObjectURL = vi.fn(() => 'blob:settings');
    URL.revokeObjectURL = vi.fn();
    const anchors: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      anchors.push(this);
    });

    renderWithApp(<SettingsPage />, fake.services, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download and backup save' }));

    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(anchors).toHaveLength(1);
    expect(anchors[0].download).toBe('kayfabe-save-v11-2026-11-21.json');
    expect(anchors[0].href).toBe('blob:settings');
    expect(anchors[0].isConnected).toBe(false);
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:settings'));
    expect(fake.analytics.track).toHaveBeenCalledWith('Saves', 'backup');
  });
});
