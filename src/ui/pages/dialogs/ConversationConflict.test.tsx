import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { DialogsPage } from './DialogsPage';

// Issue 14: a conversation answered after a show elsewhere changed what it says.
const WEEK = '2026-11-15'; // the Sunday of 2026-11-21's week

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterAll(() => restoreLayout());

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

async function staleAnswer() {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-11-21' });
  const north = await services.repos.Brand.create({ name: 'North', balance: 5000 });
  const gus = await services.repos.Wrestler.create({ name: 'Gloomy Gus', brandIds: [north.id], morale: 12, cost: 150, contractExpires: '2027-06-01' });
  renderWithApp(<><DialogsPage /><Where /></>, services, `/dialog/push-${gus.id}-${WEEK}`);
  const user = userEvent.setup({ delay: null });
  const bonus = await screen.findByRole('button', { name: 'Pay a $1,500 bonus' }, SLOW_FIRST_RENDER);
  await services.repos.Wrestler.update(gus.id, { morale: 8 }); // a loss in another tab
  await user.click(bonus);
  const conflict = await screen.findByRole('alertdialog', { name: 'Gloomy Gus: Wants a push changed since you opened it' });
  return { services, gus, user, conflict };
}

describe('an answer to a conversation that changed elsewhere', () => {
  it('is refused with what it says now; "Overwrite anyway" gives the same answer to it as it is now', async () => {
    const { services, gus, user, conflict } = await staleAnswer();
    expect(within(conflict).getByRole('cell', { name: 'What they say' })).toBeInTheDocument();
    expect(conflict).toHaveTextContent(/Morale is at 8/);
    expect(await services.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 8 });

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite anyway' }));
    expect(await screen.findByRole('table', { name: 'Changes' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/dialog/inbox');
    expect(await services.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 18 });
  });

  it('"Reload" shows the conversation as it is now, answering nothing', async () => {
    const { services, gus, user, conflict } = await staleAnswer();
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    // The old words stay on screen until the fresh read arrives: wait for the new ones.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Gloomy Gus: Wants a push' })).toHaveTextContent(/Morale is at 8/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await services.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 8 });
  });
});
