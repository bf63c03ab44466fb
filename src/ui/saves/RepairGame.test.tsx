import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../pages/SettingsPage';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';

// Issue 34 item 7: Settings names the values an older version left outside the rules and repairs
// them only when the player asks.
const DAMAGE = { table: 'Wrestler' as const, rowId: 6, field: 'cost', limit: 'must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000', value: 1e308, repaired: 1e15 };

describe("Settings' check and repair", () => {
  it('names each damaged value and what it becomes, and repairs after the player asks', async () => {
    const fake = createFakeServices();
    fake.saves.damaged.mockResolvedValue([DAMAGE]);
    fake.saves.repair.mockResolvedValue([DAMAGE]);
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Check the game' }));
    const list = await screen.findByRole('list', { name: 'Values outside the rules' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Wrestler 6: cost must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000 (it is 1e+308); becomes 1,000,000,000,000,000.');
    expect(fake.saves.repair).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Repair 1 value' }));
    expect(await screen.findByText('Repaired 1 value: the game keeps to its rules again.')).toBeInTheDocument();
    expect(fake.saves.repair).toHaveBeenCalledTimes(1);
  });

  it('says so when every record keeps to the rules', async () => {
    const fake = createFakeServices();
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Check the game' }));
    expect(await screen.findByText('Every record keeps to the rules: the backup imports as it is.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Repair/ })).toBeNull();
  });
});
