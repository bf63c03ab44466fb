import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { BrandsPage } from './BrandsPage';

// Issue 14: the brand dialog's save refused because a show credited the brand in another tab.
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterAll(() => restoreLayout());

async function staleRename() {
  const services = createTestAppServices();
  await services.game.load();
  const north = await services.repos.Brand.create({ name: 'North', balance: 2_500_000 });
  renderWithApp(<BrandsPage />, services, '/brands');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit North' }, SLOW_FIRST_RENDER));
  const dialog = await screen.findByRole('dialog', { name: 'Edit North' });
  await services.repos.Brand.update(north.id, { balance: 3_000_000 });
  const name = within(dialog).getByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await user.type(name, 'North Star');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  const conflict = await screen.findByRole('alertdialog', { name: 'North changed since you opened it' });
  return { services, id: north.id, user, conflict };
}

describe('a brand edit saved after the brand changed elsewhere', () => {
  it('is refused with the balance as yours and now; "Overwrite anyway" renames it and keeps the new balance', async () => {
    const { services, id, user, conflict } = await staleRename();
    const balance = within(conflict).getByRole('row', { name: /Balance/ });
    expect(within(balance).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Balance', '$2,500,000', '$3,000,000']);
    expect(await services.repos.Brand.get(id)).toMatchObject({ name: 'North', balance: 3_000_000 });

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite anyway' }));
    expect(await screen.findByRole('article', { name: 'North Star' })).toHaveTextContent('$3,000,000');
    expect(await services.repos.Brand.get(id)).toMatchObject({ name: 'North Star', balance: 3_000_000 });
  });

  it('"Reload" puts the brand as it is now back in the form, the rename dropped', async () => {
    const { services, id, user, conflict } = await staleRename();
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit North' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('North');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The page read the brands again, so its card shows the new balance too.
    expect(await screen.findByRole('article', { name: 'North' })).toHaveTextContent('$3,000,000');
    expect(await services.repos.Brand.get(id)).toMatchObject({ name: 'North', balance: 3_000_000 });
  });
});
