import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrashScreen } from '../errors/CrashScreen';
import { SettingsPage } from '../pages/SettingsPage';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';

// Issue 32: a backup is pretty JSON (SPEC §7) unless the player turns on Settings' compact choice,
// which is kept on the Game record.

const SWITCH = { name: 'Compact backup (smaller file, same data)' };
const BACKUP = { name: 'Download and backup save' };

describe("Settings' compact backup switch", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is off for a game that never chose, and the backup is pretty', async () => {
    const fake = createFakeServices();
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    const toggle = await screen.findByRole('switch', SWITCH);
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', BACKUP));
    await waitFor(() => expect(fake.saves.backup).toHaveBeenCalledWith(expect.any(Function), 'pretty'));
  });

  it('turned on, is stored on the Game record and the next backup is compact; turned off, pretty again', async () => {
    const fake = createFakeServices();
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    const toggle = await screen.findByRole('switch', SWITCH);

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(fake.game.update).toHaveBeenCalledWith({ compactBackup: true });
    await userEvent.click(screen.getByRole('button', BACKUP));
    await waitFor(() => expect(fake.saves.backup).toHaveBeenLastCalledWith(expect.any(Function), 'compact'));

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(fake.game.update).toHaveBeenLastCalledWith({ compactBackup: false });
    expect(fake.stored().compactBackup).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', BACKUP)).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(screen.getByRole('button', BACKUP));
    await waitFor(() => expect(fake.saves.backup).toHaveBeenLastCalledWith(expect.any(Function), 'pretty'));
  });

  it('shows a stored choice checked, and the crash screen follows it too', async () => {
    const fake = createFakeServices({ game: { compactBackup: true } });
    const settings = renderWithApp(<SettingsPage />, fake.services, '/settings');
    expect(await screen.findByRole('switch', SWITCH)).toBeChecked();
    settings.unmount();

    renderWithApp(<CrashScreen error={new Error('boom')} componentStack="" />, fake.services);
    await userEvent.click(await screen.findByRole('button', BACKUP));
    await waitFor(() => expect(fake.saves.backup).toHaveBeenCalledWith(expect.any(Function), 'compact'));
  });

  it('an old Game record without the field reads as off: pretty', async () => {
    const fake = createFakeServices({ game: { compactBackup: undefined } });
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    expect(await screen.findByRole('switch', SWITCH)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', BACKUP));
    await waitFor(() => expect(fake.saves.backup).toHaveBeenCalledWith(expect.any(Function), 'pretty'));
  });
});
