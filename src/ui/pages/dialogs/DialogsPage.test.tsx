import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createTestAppServices } from '../../../../tests/support/app-services';
import type { AppServices } from '../../../application/services';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { waitForDialogsGone } from '../../testing/dialog-gone';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { DialogsPage } from './DialogsPage';

const user = () => userEvent.setup({ delay: null });
const WEEK = '2026-11-15'; // the Sunday of 2026-11-21's week

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const open = (services: AppServices, path: string) =>
  renderWithApp(
    <>
      <DialogsPage />
      <Where />
    </>,
    services,
    path,
  );

/** Game date 2026-11-21; Gus is gloomy, Lou's contract is ending, South owes money. */
async function world() {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-11-21' });
  const { repos } = services;
  const [north, south] = await repos.Brand.bulkCreate([{ name: 'North', balance: 5000 }, { name: 'South', balance: -800 }]);
  const [gus, lou] = await repos.Wrestler.bulkCreate([
    { name: 'Gloomy Gus', brandIds: [north.id], morale: 12, cost: 150, contractExpires: '2027-06-01' },
    { name: 'Late Lou', brandIds: [south.id], morale: 60, contractExpires: '2026-12-01' },
    { name: 'Calm Carl', brandIds: [north.id], morale: 60, contractExpires: '2027-06-01' },
  ]);
  return { services, north, south, gus, lou };
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('the dialogs screen', () => {
  it('keeps its title and says what went wrong when nothing can be read', async () => {
    open(createFakeServices().services, '/dialog/inbox');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent(/Could not read the dialogs/);
    expect(screen.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument();
  });

  it('opens the inbox from /dialog and says what to do when nobody is waiting', async () => {
    const services = createTestAppServices();
    await services.game.load();
    open(services, '/dialog');
    expect(await screen.findByText(/Nobody is waiting to see you/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Inbox' })).getByRole('status')).toHaveTextContent(/Nobody is waiting/);
    expect(screen.getByLabelText('path')).toHaveTextContent('/dialog/inbox');
    expect(screen.getByRole('link', { name: 'Backstage' })).toHaveAttribute('href', '/backstage');
    expect(screen.getByRole('link', { name: 'The office' })).toHaveAttribute('href', '/office');
  });

  it('lists who wants a word, most pressing first; an answer names its effects, applies them and returns to the inbox', async () => {
    const { services, north, gus } = await world();
    open(services, '/dialog/inbox');
    const table = await screen.findByRole('table', { name: 'Open dialogs' }, SLOW_FIRST_RENDER);
    expect(rows(table)).toEqual([
      ['The South officeSouth has no director', 'Asks for budget', 'When you can', 'Talk'],
      ['Late LouWrestler, South', 'Wants a new contract', 'When you can', 'Talk'],
      ['Gloomy GusWrestler, North', 'Wants a push', 'When you can', 'Talk'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Inbox' })).getByRole('status')).toHaveTextContent('3 conversations are waiting');
    // Issue 35: a wrestler who asks is a link to their page; an office without a director is not.
    expect(within(table).getByRole('link', { name: 'Gloomy Gus' })).toHaveAttribute('href', `/career-mode/${gus.id}`);
    expect(within(table).queryByRole('link', { name: 'The South office' })).toBeNull();

    await user().click(screen.getByRole('link', { name: 'Talk to Gloomy Gus: Wants a push' }));
    expect(await screen.findByRole('region', { name: 'Gloomy Gus: Wants a push' }, SLOW_FIRST_RENDER)).toHaveTextContent(/Morale is at 12/);
    expect(screen.getByLabelText('path')).toHaveTextContent(`/dialog/push-${gus.id}-${WEEK}`);
    const bonus = screen.getByRole('group', { name: 'Pay a $1,500 bonus' });
    expect(within(bonus).getByRole('list')).toHaveTextContent('North: balance -$1,500Gloomy Gus: morale +10');
    expect(within(screen.getByRole('group', { name: 'Refuse' })).getByRole('list')).toHaveTextContent('Gloomy Gus: morale -5');

    await user().click(within(bonus).getByRole('button', { name: 'Pay a $1,500 bonus' }));
    const changes = await screen.findByRole('table', { name: 'Changes' }, SLOW_FIRST_RENDER);
    expect(screen.getByLabelText('path')).toHaveTextContent('/dialog/inbox');
    expect(rows(changes)).toEqual([['North', 'Balance', '$5,000', '$3,500'], ['Gloomy Gus', 'Morale', '12', '22']]);
    expect(screen.getByRole('region', { name: 'What changed' })).toHaveTextContent('you chose “Pay a $1,500 bonus”');
    const inbox = await screen.findByRole('table', { name: 'Open dialogs' });
    expect(within(inbox).queryByText('Gloomy Gus')).not.toBeInTheDocument();
    expect(await services.repos.Brand.get(north.id)).toMatchObject({ balance: 3500 });
    expect(await services.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 22 });
  });

  it('a year in, with 60 wrecked wrestlers: a few conversations, a handful urgent, and the rest counted as waiting', async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-11-18' });
    const [north] = await services.repos.Brand.bulkCreate([{ name: 'North', balance: 5000 }]);
    await services.repos.Wrestler.bulkCreate(Array.from({ length: 60 }, (_, i) => ({
      name: `Wrecked ${i}`, brandIds: [north.id], damage: 90, morale: i % 2 ? 5 : 60, points: i, contractExpires: '2027-06-01',
    })));
    open(services, '/dialog/inbox');
    const table = await screen.findByRole('table', { name: 'Open dialogs' }, SLOW_FIRST_RENDER);
    const listed = rows(table);
    expect(listed).toHaveLength(6);
    expect(listed.filter(([, about]) => about === 'Asks for time off')).toHaveLength(3);
    expect(listed.filter(([, about]) => about === 'Wants a push')).toHaveLength(3);
    expect(listed.filter(([, , urgency]) => urgency === 'Urgent')).toHaveLength(3);
    const inbox = screen.getByRole('region', { name: 'Inbox' });
    expect(within(inbox).getByRole('status')).toHaveTextContent(/6 conversations are waiting in the week of .*, until Sat, Nov 21, 2026/);
    // 60 want time off and 30 a push: 84 wait for another week.
    expect(inbox).toHaveTextContent('84 more people would like a word');
    expect(within(inbox).getByRole('link', { name: 'Backstage' })).toHaveAttribute('href', '/backstage');
  });

  it('asks before letting someone go; cancel changes nothing, confirm makes a free agent', async () => {
    const { services, lou } = await world();
    open(services, `/dialog/renewal-${lou.id}-${WEEK}`);
    const release = await screen.findByRole('button', { name: 'Let them go' }, SLOW_FIRST_RENDER);
    await user().click(release);
    const ask = await screen.findByRole('alertdialog', {}, SLOW_FIRST_RENDER);
    expect(ask).toHaveTextContent(/Late Lou leaves every brand/);
    await user().click(within(ask).getByRole('button', { name: 'Cancel' }));
    // Wait for the closing dialog to go, or the next find could click its fading button.
    await waitForDialogsGone();
    expect(await services.repos.Wrestler.get(lou.id)).toMatchObject({ status: 'SIGNED' });

    await user().click(await screen.findByRole('button', { name: 'Let them go' }, SLOW_FIRST_RENDER));
    await user().click(within(await screen.findByRole('alertdialog', {}, SLOW_FIRST_RENDER)).getByRole('button', { name: 'Let them go' }));
    expect(await screen.findByRole('table', { name: 'Changes' }, SLOW_FIRST_RENDER)).toHaveTextContent('free agent, no brand');
    expect(await services.repos.Wrestler.get(lou.id)).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
  });

  it('answers from the keyboard, and a decided conversation reads as over', async () => {
    const { services, gus } = await world();
    const path = `/dialog/push-${gus.id}-${WEEK}`;
    const track = vi.spyOn(services.analytics, 'track');
    const { unmount } = open(services, path);
    const refuse = await screen.findByRole('button', { name: 'Refuse' }, SLOW_FIRST_RENDER);
    refuse.focus();
    await user().keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: 'Changes' }, SLOW_FIRST_RENDER)).toHaveTextContent('Morale127');
    expect(track).toHaveBeenCalledWith('WouldYouLikeTo', 'push', { label: 'refuse' });
    unmount();

    open(services, path);
    expect(await screen.findByRole('heading', { name: 'This conversation is over.' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/dialog/inbox');
  });

  it('treats an unknown key as a conversation that is over', async () => {
    const { services } = await world();
    open(services, '/dialog/intro');
    expect(await screen.findByRole('heading', { name: 'This conversation is over.' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument();
  });
});
