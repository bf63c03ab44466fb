import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaveProgress } from '../../application/ports/save-files.port';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { RepairableValuesError } from '../../domain/fields';
import { MAX_SAVE_FILE_BYTES } from '../../domain/rules/save-limits';
import { SettingsPage } from '../pages/SettingsPage';
import { createFakeServices } from '../testing/fake-services';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';
import { renderWithApp } from '../testing/render';

const saveFile = (name = 'kayfabe-save-v11-2026-11-21.json') => new File(['{"formatName":"dexie"}'], name, { type: 'application/json' });

/**
 * The browser's order: the picker closes (focus back on the input), then `change` fires. userEvent.upload
 * refocuses the input after `change`, pulling focus out of the dialog that change just opened.
 */
const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

async function openSettings(fake = createFakeServices()) {
  renderWithApp(<SettingsPage />, fake.services, '/settings');
  const input = await screen.findByLabelText('Import save');
  return { fake, input: input as HTMLInputElement };
}

describe('when a save is imported from Settings', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = stubLayoutForFocusManagement();
    // Fluent's MessageBar watches its width; every browser has ResizeObserver, jsdom does not.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });
  afterAll(() => {
    restoreLayout();
    vi.unstubAllGlobals();
  });

  it('offers a file input named exactly "Import save" that takes JSON files', async () => {
    const { input } = await openSettings();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Import save');
    expect(input.accept).toContain('.json');
  });

  it('asks before replacing the game, and Cancel imports nothing', async () => {
    const { fake, input } = await openSettings();
    choose(input, saveFile());

    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your current game?' });
    expect(dialog).toHaveTextContent('Importing kayfabe-save-v11-2026-11-21.json replaces everything in your current game');
    expect(within(dialog).getByRole('button', { name: 'Download and backup save' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.saves.restore).not.toHaveBeenCalled();
  });

  it('shows the progress while importing, then a success message', async () => {
    const { fake, input } = await openSettings();
    let report: (progress: SaveProgress) => void = () => {};
    let finish: () => void = () => {};
    fake.saves.restore.mockImplementation(
      (_file: Blob, onProgress?: (progress: SaveProgress) => void) =>
        new Promise<'restored'>((resolve) => {
          report = onProgress ?? report;
          finish = () => resolve('restored');
        }),
    );
    const file = saveFile();
    choose(input, file);
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with this save' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow'); // reading the file: no count yet
    expect(input).toBeDisabled();
    report({ done: 500, total: 2000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0.25'));
    expect(screen.getByText('500 of 2000 rows')).toBeInTheDocument();
    report({ done: 2000, total: 2000 });
    finish();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Save imported.2000 rows restored from kayfabe-save-v11-2026-11-21.json.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fake.saves.restore).toHaveBeenCalledWith(file, expect.any(Function));
    expect(fake.analytics.track).toHaveBeenCalledWith('Saves', 'import');
  });

  describe('when storage has no room for a safety copy (issue 34)', () => {
    async function askedWithoutCopy() {
      const opened = await openSettings();
      opened.fake.saves.restore.mockResolvedValueOnce('no room for a safety copy');
      const file = saveFile();
      choose(opened.input, file);
      await userEvent.click(await screen.findByRole('button', { name: 'Replace with this save' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'No room for a safety copy' });
      return { ...opened, file, dialog };
    }

    it('asks before importing without one, and offers a backup', async () => {
      const { fake, file, dialog } = await askedWithoutCopy();
      expect(dialog).toHaveTextContent('This device has no room left for a safety copy of your current game');
      expect(dialog).toHaveTextContent('If the import fails, nothing changes.');
      expect(within(dialog).getByRole('button', { name: 'Download and backup save' })).toBeInTheDocument();
      expect(fake.saves.restore).toHaveBeenCalledTimes(1);
      expect(fake.saves.restore).toHaveBeenCalledWith(file, expect.any(Function));
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('keeps the game when the player declines: nothing more is imported', async () => {
      const { fake, dialog } = await askedWithoutCopy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my current game' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(fake.saves.restore).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('status')).toBeNull();
      expect(fake.analytics.track).not.toHaveBeenCalledWith('Saves', 'import');
    });

    it('imports without a copy when the player goes on', async () => {
      const { fake, file, dialog } = await askedWithoutCopy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Import without a safety copy' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Save imported.');
      expect(fake.saves.restore).toHaveBeenCalledTimes(2);
      expect(fake.saves.restore).toHaveBeenLastCalledWith(file, expect.any(Function), { withoutCopy: true });
    });
  });

  it.each([
    ErrorMessages.notADexieExport,
    ErrorMessages.formatVersionNotSupported(2),
    ErrorMessages.nameDiffers,
    ErrorMessages.tableMissing('Ghost'),
    ErrorMessages.primaryKeyDiffers('Show'),
  ])('shows "%s" word for word in an alert and logs it', async (message) => {
    const { fake, input } = await openSettings();
    const error = new CatalogueError(message);
    fake.saves.restore.mockRejectedValue(error);
    choose(input, saveFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with this save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(screen.getByText('Import failed; your game is unchanged.')).toBeInTheDocument();
    expect(fake.logger.error).toHaveBeenCalledWith('Save import failed on Settings', error);
  });

  it('refuses an oversize file at once, without asking or reading it', async () => {
    const { fake, input } = await openSettings();
    const big = saveFile('huge.json');
    Object.defineProperty(big, 'size', { value: MAX_SAVE_FILE_BYTES + 1 });
    const read = vi.spyOn(big, 'slice');
    choose(input, big);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is too large to be a save: it is 256.1 MB and the limit is 256.0 MB.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(fake.saves.restore).not.toHaveBeenCalled();
    expect(fake.logger.error).toHaveBeenCalledWith('Save import refused', expect.stringContaining('too large'));
  });

  it('renders a hostile file name as text, never as markup', async () => {
    const { input } = await openSettings();
    choose(input, saveFile('<img src=x onerror=alert(1)>.json'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Importing <img src=x onerror=alert(1)>.json replaces');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('warns of a backup with values outside the rules, and imports it repaired only when the player asks (issue 34)', async () => {
    const { fake, input } = await openSettings();
    const repairs = [{ table: 'Wrestler' as const, rowId: 6, field: 'cost', limit: 'must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000', value: 1e308, repaired: 1e15 }];
    fake.saves.restore.mockRejectedValueOnce(new RepairableValuesError(repairs)).mockResolvedValueOnce('restored');
    const file = saveFile();
    choose(input, file);
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with this save' }));

    const list = await screen.findByRole('list', { name: 'Values the import would repair' });
    expect(screen.getByText(/This save holds 1 value outside the game's rules; your game is unchanged\./)).toBeInTheDocument();
    expect(within(list).getByRole('listitem')).toHaveTextContent('Wrestler 6: cost must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000 (it is 1e+308); becomes 1,000,000,000,000,000.');
    expect(fake.saves.restore).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Import and repair 1 value' }));
    expect(await screen.findByText('Save imported.')).toBeInTheDocument();
    expect(fake.saves.restore).toHaveBeenLastCalledWith(file, expect.any(Function), { repair: true });
  });
});
