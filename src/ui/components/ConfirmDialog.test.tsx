import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderWithTheme(
    <ConfirmDialog open title="Delete the show?" confirmLabel="Delete" onCancel={onCancel} onConfirm={onConfirm} {...props}>
      Its bookings go for good.
    </ConfirmDialog>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('asks with its title and text, and confirms with the confirm button', async () => {
    const { onCancel, onConfirm } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the show?' });
    expect(dialog).toHaveTextContent('Its bookings go for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with a button named Cancel by default, or with Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names the cancel button as told', async () => {
    const { onCancel } = renderDialog({ cancelLabel: 'Keep it' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirm button disabled until it may confirm', () => {
    renderDialog({ canConfirm: false });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('disables the confirm button while busy, keeping it focusable so focus stays in the dialog', () => {
    renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
