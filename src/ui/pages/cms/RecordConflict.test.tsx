import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { DashboardPage } from './DashboardPage';

const SLOW = 30_000;

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterAll(() => restoreLayout());

/** Ada's editor open, then a show completed elsewhere (a win), then the player's charisma edit saved. */
async function staleSave(): Promise<{ services: TestAppServices; ada: number; user: ReturnType<typeof userEvent.setup>; conflict: HTMLElement }> {
  const services = createTestAppServices();
  await services.game.load();
  const ada = (await services.repos.Wrestler.create({ name: 'Ada Strong', wins: 3, charisma: 40 })).id;
  renderWithApp(<DashboardPage />, services, `/dashboard?table=Wrestler&record=${ada}`);
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: `Edit Wrestler #${ada} · Ada Strong` });
  await services.repos.Wrestler.update(ada, { wins: 4 });
  const charisma = within(form).getByRole('textbox', { name: 'Charisma' });
  await user.clear(charisma);
  await user.type(charisma, '70');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const conflict = await screen.findByRole('alertdialog', { name: `Wrestler #${ada} · Ada Strong changed since you opened it` });
  return { services, ada, user, conflict };
}

describe('a CMS save of a record changed elsewhere', () => {
  it('is refused, shows each changed field as yours and now, and "Overwrite anyway" keeps the newer results', async () => {
    const { services, ada, user, conflict } = await staleSave();
    const wins = within(within(conflict).getByRole('table', { name: 'Changed elsewhere' })).getByRole('row', { name: /Wins/ });
    expect(within(wins).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Wins', '3', '4']);
    expect(conflict).toHaveTextContent('Overwrite anyway writes only the fields you changed (Charisma)');
    expect(await services.repos.Wrestler.get(ada)).toMatchObject({ wins: 4, charisma: 40 });

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite anyway' }));
    expect(await screen.findByText(`Saved Wrestler #${ada} · Ada Strong.`)).toBeInTheDocument();
    expect(await services.repos.Wrestler.get(ada)).toMatchObject({ wins: 4, charisma: 70 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, SLOW);

  it('"Reload" shows the record as it is now and drops the edit, writing nothing', async () => {
    const { services, ada, user, conflict } = await staleSave();
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));

    const form = await screen.findByRole('form', { name: `Edit Wrestler #${ada} · Ada Strong` });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Wins' })).toHaveValue('4'));
    expect(within(form).getByRole('textbox', { name: 'Charisma' })).toHaveValue('40');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await services.repos.Wrestler.get(ada)).toMatchObject({ wins: 4, charisma: 40 });
  }, SLOW);
});
