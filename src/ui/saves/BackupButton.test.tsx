import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backup } from '../../application/services';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { CrashScreen } from '../errors/CrashScreen';
import { SettingsPage } from '../pages/SettingsPage';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';

/** A backup that reports progress when told to and finishes when told to. */
function controlledBackup(fake: ReturnType<typeof createFakeServices>) {
  const control = { report: (_: SaveProgress) => {}, finish: () => {} };
  fake.saves.backup.mockImplementation(
    (onProgress?: (progress: SaveProgress) => void) =>
      new Promise<Backup>((resolve) => {
        control.report = (progress) => onProgress?.(progress);
        control.finish = () => resolve({ blob: new Blob(['{}']), fileName: 'kayfabe-save-v11-2026-11-21.json' });
      }),
  );
  return control;
}

describe('when a backup runs', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['Settings', <SettingsPage key="settings" />],
    ['the crash screen', <CrashScreen key="crash" error={new Error('boom')} componentStack="at Office" />],
  ])('on %s, shows a labelled progress bar until the file is handed over', async (_where, ui) => {
    const fake = createFakeServices();
    const backup = controlledBackup(fake);
    renderWithApp(ui, fake.services, '/settings');
    const button = await screen.findByRole('button', { name: 'Download and backup save' });
    await userEvent.click(button);

    const bar = await screen.findByRole('progressbar', { name: 'Backup progress' });
    expect(button).toHaveAttribute('aria-disabled', 'true'); // disabledFocusable: keeps keyboard focus
    expect(screen.getByText('Reading your save')).toBeInTheDocument();
    backup.report({ done: 2000, total: 8000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0.25'));
    expect(screen.getByText('2000 of 8000 rows')).toBeInTheDocument();
    backup.finish();

    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a failed backup in an alert and logs it', async () => {
    const fake = createFakeServices();
    const error = new Error('QuotaExceededError');
    fake.saves.backup.mockRejectedValue(error);
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Download and backup save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The backup failed: QuotaExceededError');
    expect(fake.logger.error).toHaveBeenCalledWith('Backup failed', error);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
