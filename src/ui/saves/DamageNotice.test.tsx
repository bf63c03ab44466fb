import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRepair } from '../../domain/fields';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { LazyDamageNotice } from './LazyDamageNotice';

// Issue 34 item 7: the game offers the repair before a week fails on a damaged value (at start),
// and from the failure itself (after a write a rule refused).
const DAMAGE: FieldRepair = { table: 'Wrestler', rowId: 6, field: 'cost', limit: 'must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000', value: 1e308, repaired: 1e15 };

describe('the damage notice', () => {
  it('names what the start check found and repairs it when asked', async () => {
    const fake = createFakeServices();
    fake.saves.damagedAtStart.mockResolvedValue([DAMAGE]);
    fake.saves.repair.mockResolvedValue([DAMAGE]);
    renderWithApp(<LazyDamageNotice />, fake.services);
    const dialog = await screen.findByRole('alertdialog', { name: 'This game holds a value outside its rules' });
    expect(dialog).toHaveTextContent('Wrestler 6: cost must be a number');
    expect(fake.saves.repair).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Repair 1 value' }));
    expect(await screen.findByText('Repaired 1 value: the game keeps to its rules again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says nothing for a sound game, and opens when a refused write finds damage', async () => {
    const fake = createFakeServices();
    let tell: ((found: FieldRepair[]) => void) | undefined;
    fake.saves.onDamage.mockImplementation((listener) => {
      tell = listener;
      return () => (tell = undefined);
    });
    renderWithApp(<LazyDamageNotice />, fake.services);
    await waitFor(() => expect(fake.saves.damagedAtStart).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => tell?.([DAMAGE, { ...DAMAGE, rowId: 7 }]));
    expect(await screen.findByRole('alertdialog', { name: 'This game holds 2 values outside its rules' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repair 2 values' })).toBeInTheDocument();
  });
});
