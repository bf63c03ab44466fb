import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { seededServices } from '../schedule/seeded-app.test-support';
import { BACKSTAGE_PAGE_SIZE, BackstagePage } from './BackstagePage';
import { expiryText } from './backstage-format';

const user = () => userEvent.setup({ delay: null });

/** Game date 2026-11-21, two brands, a title, and four wrestlers in different states. */
async function world(): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-11-21' });
  const { repos } = services;
  const [north, south] = await repos.Brand.bulkCreate([{ name: 'North', balance: 1_000_000 }, { name: 'South', balance: 1_000_000 }]);
  await repos.Championship.bulkCreate([{ name: 'World Title' }, { name: 'Women Title', gender: 'FEMALE' }]);
  const fit = { morale: 60, stamina: 60, contractExpires: '2027-06-01' };
  await repos.Wrestler.bulkCreate([
    { ...fit, name: 'Calm Carl', brandIds: [north.id] },
    { ...fit, name: 'Broken Bo', brandIds: [north.id], damage: 75 },
    { ...fit, name: 'Gloomy Gus', brandIds: [south.id], morale: 12 },
    { ...fit, name: 'Late Lou', brandIds: [south.id], contractExpires: '2026-11-20' },
    { ...fit, name: 'Ref Rita', brandIds: [north.id], role: 'REFEREE', damage: 90 },
  ]);
  return services;
}

const open = async (services: TestAppServices) => {
  renderWithApp(<BackstagePage />, services, '/backstage');
  return screen.findByRole('table', { name: 'Roster condition' }, SLOW_FIRST_RENDER);
};
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
// The roster table's row (Backstage also lists contracts ending soon in a table of their own).
const rowOf = (name: string) => within(screen.getByRole('table', { name: 'Roster condition' })).getByRole('row', { name: new RegExp(name) });
const byName = async (services: TestAppServices, name: string) => (await services.repos.Wrestler.all()).find((w) => w.name === name)!;

describe('the backstage screen', () => {
  it('still shows its title and says what went wrong when the roster cannot be read', async () => {
    renderWithApp(<BackstagePage />, createFakeServices().services, '/backstage');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent(/Could not read backstage/);
    expect(screen.getByRole('heading', { level: 1, name: 'Backstage' })).toBeInTheDocument();
  });

  it('points to the setup when nobody is on the roster', async () => {
    const services = createTestAppServices();
    await services.game.load();
    renderWithApp(<BackstagePage />, services, '/backstage');
    expect(await screen.findByText(/Nobody is on your brands yet/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a new game' })).toHaveAttribute('href', '/setup');
  });

  it('lists wrestlers most urgent first with their warnings and contracts, and filters by brand', async () => {
    const table = await open(await world());
    expect(names(table)).toEqual([
      'Broken BoNorth', 'Late LouSouth', 'Gloomy GusSouth', 'Calm CarlNorth',
    ]);
    expect(within(rowOf('Broken Bo')).getByText('Severe damage')).toBeInTheDocument();
    expect(within(rowOf('Late Lou')).getByText('Contract expired')).toBeInTheDocument();
    expect(within(rowOf('Late Lou')).getByText(/Ended .* \(1 day ago\)/)).toBeInTheDocument();
    expect(within(rowOf('Gloomy Gus')).getByText('Low morale')).toBeInTheDocument();
    expect(within(rowOf('Calm Carl')).getByText('Full-time, 52 appearances left')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 wrestlers, 3 need attention');

    await user().click(screen.getByRole('button', { name: 'South' }));
    expect(names(table)).toEqual(['Late LouSouth', 'Gloomy GusSouth']);
    expect(screen.getByRole('status')).toHaveTextContent('2 wrestlers, 2 need attention');
    await user().click(screen.getByRole('button', { name: 'All brands' }));
    expect(names(table)).toHaveLength(4);
  });

  it('checks contracts and says who became a free agent', async () => {
    const services = await world();
    await open(services);
    await user().click(screen.getByRole('button', { name: 'Check contracts' }));
    const report = await screen.findByRole('list', { name: 'Expired contracts' });
    expect(report).toHaveTextContent(/Late Lou: ended .*, left South/);
    // Issue 35: the name opens the wrestler's page.
    expect(within(report).getByRole('link', { name: 'Late Lou' })).toHaveAttribute('href', `/career-mode/${(await byName(services, 'Late Lou')).id}`);
    expect(within(report).getAllByRole('listitem')).toHaveLength(1);
    expect(await byName(services, 'Late Lou')).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect(await within(rowOf('Late Lou')).findByText('Free agent')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Check contracts' }));
    expect(await screen.findByText(/No contract has run out by .*: nobody changed\./)).toBeInTheDocument();
  });

  it('prices a treatment before paying, then heals one wrestler or everyone on the roster and reports the cost (issue 33)', async () => {
    const services = await world();
    await open(services);
    await user().click(within(rowOf('Broken Bo')).getByRole('button', { name: 'Heal Broken Bo' }));
    // The price is read first (a use case's round trip): slow on a loaded machine.
    const ask = await screen.findByRole('alertdialog', { name: 'Treat Broken Bo for $500?' }, { timeout: 30_000 });
    expect(within(ask).getByRole('list', { name: 'Treatment' })).toHaveTextContent('Broken Bo: damage 75 → 74.5, $500, no time out under classic rules');
    expect(within(ask).getByRole('list', { name: 'Who pays' })).toHaveTextContent('North pays $500 (balance $1,000,000)');
    // Cancel pays nothing and heals nobody.
    await user().click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 30_000 });
    expect((await byName(services, 'Broken Bo')).damage).toBe(75);

    await waitFor(() => expect(within(rowOf('Broken Bo')).getByRole('button', { name: 'Heal Broken Bo' })).toBeEnabled(), { timeout: 30_000 });
    await user().click(within(rowOf('Broken Bo')).getByRole('button', { name: 'Heal Broken Bo' }));
    await user().click(await screen.findByRole('button', { name: 'Pay $500 and treat' }, { timeout: 30_000 }));
    expect(await screen.findByRole('list', { name: 'Damage healed' }, { timeout: 30_000 })).toHaveTextContent('Broken Bo: damage 75 → 74.5, $500 (North)');
    expect(screen.getByRole('list', { name: 'Paid' })).toHaveTextContent('North paid $500 (balance now $999,500; in its ledger)');
    expect((await byName(services, 'Broken Bo')).damage).toBe(74.5);

    // The actions are disabled while the first heal is saved and the roster read again: a click
    // then is lost on a loaded machine, so wait until they are back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Heal everyone' })).toBeEnabled(), { timeout: 30_000 });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Damage healed per click' }), '10');
    await user().click(screen.getByRole('button', { name: 'Heal everyone' }));
    // Backstage's roster only: the referee is not treated.
    await user().click(await screen.findByRole('button', { name: 'Pay $10,000 and treat' }, { timeout: 30_000 }));
    expect(await screen.findByText('1 wrestler treated for $10,000:', undefined, { timeout: 30_000 })).toBeInTheDocument();
    // The report is there before the dialog has finished closing (the page is aria-hidden till then).
    const healed = await screen.findByRole('list', { name: 'Damage healed' }, { timeout: 30_000 });
    expect(within(healed).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Broken Bo: damage 74.5 → 64.5, $10,000 (North), no time out under classic rules',
    ]);
    expect((await byName(services, 'Broken Bo')).damage).toBe(64.5);
    expect((await byName(services, 'Ref Rita')).damage).toBe(90);
    // Below severe damage now, still high.
    expect(await within(rowOf('Broken Bo')).findByText('High damage')).toBeInTheDocument();
    expect(within(rowOf('Calm Carl')).getByRole('button', { name: 'Heal Calm Carl' })).toBeDisabled();
  });

  it('warns about an injured wrestler instead of saying None (issue 33)', async () => {
    const services = await world();
    const carl = await byName(services, 'Calm Carl');
    await services.repos.Wrestler.update(carl.id, { injuredUntil: '2026-12-24', injury: 'Torn bicep' });
    await open(services);
    expect(within(rowOf('Calm Carl')).getByText('Injured')).toBeInTheDocument();
  });

  it('sets a championship goal from the wrestler\'s division and clears it', async () => {
    const services = await world();
    await open(services);
    await user().click(screen.getByRole('button', { name: 'Set goal for Calm Carl' }));
    expect(screen.queryByRole('menuitem', { name: 'Women Title' })).toBeNull();
    await user().click(screen.getByRole('menuitem', { name: 'World Title' }));
    expect(await screen.findByText('Calm Carl now chases the World Title.')).toBeInTheDocument();
    const title = (await services.repos.Championship.all()).find((c) => c.name === 'World Title')!;
    expect((await byName(services, 'Calm Carl')).goalIds).toEqual([title.id]);
    expect(await within(rowOf('Calm Carl')).findByText('World Title')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Set goal for Calm Carl' }));
    await user().click(screen.getByRole('menuitem', { name: 'Clear goal' }));
    expect(await screen.findByText('Calm Carl has no goal any more.')).toBeInTheDocument();
    expect((await byName(services, 'Calm Carl')).goalIds).toEqual([]);
  });
});

describe('backstage on the seed world', () => {
  it('pages the roster, most urgent first across pages', async () => {
    const services = await seededServices();
    const table = await open(services);
    const rows = (await services.roster.backstage()).rows;
    expect(rows.length).toBeGreaterThan(BACKSTAGE_PAGE_SIZE);
    expect(within(table).getAllByRole('row')).toHaveLength(BACKSTAGE_PAGE_SIZE + 1);
    expect(names(table)[0]).toContain(rows[0].name);
    await user().click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(names(table)[0]).toContain(rows[BACKSTAGE_PAGE_SIZE].name);
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
  });
});

describe('contract expiry text', () => {
  it.each([
    [{ status: 'SIGNED' as const, contractExpires: '2026-12-01', daysLeft: 10 }, /^Ends .* \(in 10 days\)$/],
    [{ status: 'SIGNED' as const, contractExpires: '2026-11-21', daysLeft: 0 }, /^Ends today, /],
    [{ status: 'SIGNED' as const, contractExpires: '', daysLeft: null }, /^No expiry date$/],
    [{ status: 'UNSIGNED' as const, contractExpires: '2026-01-01', daysLeft: -5 }, /^Free agent$/],
  ])('reads %j as %s', (row, text) => {
    expect(expiryText(row)).toMatch(text);
  });
});

describe('contracts ending soon on backstage (issue 15)', () => {
  it('lists contracts ending within four weeks by date, and renews them all at their asking terms', async () => {
    const services = await world();
    const [north] = await services.repos.Brand.all();
    await services.repos.Wrestler.create({ name: 'Soon Sid', brandIds: [north.id], contractExpires: '2026-12-05' });
    await open(services);
    const table = await screen.findByRole('table', { name: 'Contracts ending within 4 weeks' });
    expect(names(table)).toEqual(['Late Lou', 'Soon Sid']);
    expect(within(within(table).getByRole('row', { name: /Late Lou/ })).getByText('Ended')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Renew Soon Sid' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Renew all at their asking terms' }));
    expect(await screen.findByText(/Renewed 2 contracts \(Soon Sid, Late Lou\)|Renewed 2 contracts \(Late Lou, Soon Sid\)/)).toBeInTheDocument();
    expect(await screen.findByText('No contract ends within 4 weeks.')).toBeInTheDocument();
    expect((await byName(services, 'Late Lou')).contractExpires).toBe('2027-11-20');
  });
});
