import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { SettingsPage } from './SettingsPage';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';

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

describe('Settings storage', () => {
  // Fluent's MessageBar watches its width; every browser has ResizeObserver, jsdom does not.
  // Without a layout, tabster may leave the confirmation dialog aria-hidden (jsdom-layout.ts).
  let restoreLayout: () => void;
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterEach(() => {
    restoreLayout();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const copies = [
    { id: 7, date: '2026-11-21T10:30:00.000Z', reason: 'before import' as const, size: 3 * 1024 * 1024 },
    { id: 6, date: '2026-11-20T09:00:00.000Z', reason: 'before new game' as const, size: 512 * 1024 },
  ];

  it('says whether the browser keeps the game and how much space is used and left', async () => {
    const fake = createFakeServices();
    fake.saves.storage.mockResolvedValue({ persisted: true, usage: 5 * 1024 * 1024, quota: 2 * 1024 * 1024 * 1024 });
    renderWithApp(<SettingsPage />, fake.services, '/settings');

    expect(await screen.findByRole('heading', { level: 2, name: 'Storage' })).toBeInTheDocument();
    expect(await screen.findByText(/Persistent storage is granted/)).toBeInTheDocument();
    expect(screen.getByText('The game uses 5.0 MB; 2.00 GB is left.')).toBeInTheDocument();
  });

  it('warns when persistent storage was not granted', async () => {
    const fake = createFakeServices();
    fake.saves.storage.mockResolvedValue({ persisted: false, usage: null, quota: null });
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    expect(await screen.findByText(/Persistent storage is not granted/)).toBeInTheDocument();
    expect(screen.getByText('This browser does not say how much space the game uses.')).toBeInTheDocument();
  });

  it('lists the safety copies and restores one only after the player confirms', async () => {
    const fake = createFakeServices();
    fake.saves.safetyCopies.mockResolvedValue(copies);
    renderWithApp(<SettingsPage />, fake.services, '/settings');

    const list = await screen.findByRole('list', { name: 'Safety copies' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('3.0 MB')).toBeInTheDocument();
    const restore = within(list).getByRole('button', { name: /^Restore the game as it was before import on 21 Nov 2026/ });

    await userEvent.click(restore);
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this safety copy?' });
    expect(dialog).toHaveTextContent('A safety copy of your current game is kept first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my current game' }));
    expect(fake.saves.restoreSafetyCopy).not.toHaveBeenCalled();

    await userEvent.click(restore);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Game restored.')).toBeInTheDocument();
    expect(fake.saves.restoreSafetyCopy).toHaveBeenCalledWith(7, expect.any(Function));
    // The game it brought back is read again (its date may differ).
    await vi.waitFor(() => expect(fake.game.load.mock.calls.length).toBeGreaterThan(1));
  });

  it('asks before restoring a copy when there is no room for a safety copy of the current game (issue 34)', async () => {
    const fake = createFakeServices();
    fake.saves.safetyCopies.mockResolvedValue(copies);
    fake.saves.restoreSafetyCopy.mockResolvedValueOnce('no room for a safety copy');
    renderWithApp(<SettingsPage />, fake.services, '/settings');

    await userEvent.click(await screen.findByRole('button', { name: /^Restore the game as it was before import/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'No room for a safety copy' });
    expect(dialog).toHaveTextContent('once the restore is done your current game cannot be brought back');
    expect(screen.queryByText('Game restored.')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore without a safety copy' }));
    expect(await screen.findByText('Game restored.')).toBeInTheDocument();
    expect(fake.saves.restoreSafetyCopy).toHaveBeenLastCalledWith(7, expect.any(Function), { withoutCopy: true });
  });

  it('removes a copy and reads the list again', async () => {
    const fake = createFakeServices();
    fake.saves.safetyCopies.mockResolvedValueOnce(copies).mockResolvedValue([copies[0]]);
    renderWithApp(<SettingsPage />, fake.services, '/settings');

    await userEvent.click(await screen.findByRole('button', { name: /^Remove the safety copy taken before new game on 20 Nov 2026/ }));

    expect(fake.saves.removeSafetyCopy).toHaveBeenCalledWith(6);
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows why a restore failed', async () => {
    const fake = createFakeServices();
    fake.saves.safetyCopies.mockResolvedValue(copies);
    fake.saves.restoreSafetyCopy.mockRejectedValue(Object.assign(new Error('quota'), { name: 'QuotaExceededError' }));
    renderWithApp(<SettingsPage />, fake.services, '/settings');

    await userEvent.click(await screen.findByRole('button', { name: /^Restore the game as it was before import/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Storage is full/);
  });
});
