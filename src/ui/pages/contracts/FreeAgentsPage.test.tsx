import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { FreeAgentsPage } from './FreeAgentsPage';

const user = () => userEvent.setup({ delay: null });

/** A living game on 2026-11-21, a rich brand and one in the red, one free agent asking $1,050. */
async function world(): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-11-21', rules: 'living' });
  const { repos } = services;
  await repos.Brand.bulkCreate([{ name: 'North', balance: 500_000 }, { name: 'South', balance: -100 }]);
  await repos.Wrestler.bulkCreate([
    { name: 'Free Fred', status: 'UNSIGNED', brandIds: [], cost: 1000, popularity: 50, points: 50, morale: 50 },
    { name: 'Signed Sam', cost: 1000 },
  ]);
  return services;
}

const open = async (services: TestAppServices) => {
  renderWithApp(<FreeAgentsPage />, services, '/free-agents');
  return screen.findByRole('table', { name: 'Free agents' }, SLOW_FIRST_RENDER);
};

describe('the free-agents screen', () => {
  it('says what to do when nobody is a free agent', async () => {
    const services = createTestAppServices();
    await services.game.load();
    renderWithApp(<FreeAgentsPage />, services, '/free-agents');
    expect(await screen.findByText(/Nobody is a free agent right now/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Backstage' })).toHaveAttribute('href', '/backstage');
    expect(screen.getByRole('heading', { level: 1, name: 'Free agents' })).toBeInTheDocument();
  });

  it('lists free agents with their asking terms as money, and signs one after a counter-offer', async () => {
    const services = await world();
    const table = await open(services);
    const row = within(table).getByRole('row', { name: /Free Fred/ });
    expect(within(row).getByText('$1,050')).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Signed Sam/ })).toBeNull();

    await user().click(within(row).getByRole('button', { name: 'Negotiate with Free Fred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Free Fred' });
    expect(within(dialog).getByRole('combobox', { name: /Brand/ })).toHaveDisplayValue('North ($500,000)');
    const cost = within(dialog).getByRole('textbox', { name: /Cost per appearance/ });
    await user().clear(cost);
    await user().type(cost, '900');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText(/Counter-offer: \$1,000 per appearance/)).toBeInTheDocument();

    await user().click(within(dialog).getByRole('button', { name: 'Put their terms in the offer' }));
    expect(cost).toHaveValue('1000');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText(/Accepted\. Free Fred signed with North/)).toBeInTheDocument();
    const fred = (await services.repos.Wrestler.all()).find((w) => w.name === 'Free Fred')!;
    expect(fred).toMatchObject({ status: 'SIGNED', cost: 1000, remainingAppearances: 52 });
    await user().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/Nobody is a free agent right now/)).toBeInTheDocument();
  });

  it('checks the offer before sending it, and warns when the chosen brand is in the red', async () => {
    const services = await world();
    const offer = vi.spyOn(services.contracts, 'offer');
    const table = await open(services);
    await user().click(within(table).getByRole('button', { name: 'Negotiate with Free Fred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Free Fred' });
    await user().clear(within(dialog).getByRole('textbox', { name: /Length in weeks/ }));
    await user().type(within(dialog).getByRole('textbox', { name: /Length in weeks/ }), '400');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(within(dialog).getByText('Type a whole number of weeks from 4 to 156.')).toBeInTheDocument();
    expect(offer).not.toHaveBeenCalled();
    await user().selectOptions(within(dialog).getByRole('combobox', { name: /Brand/ }), within(dialog).getByRole('option', { name: /^South/ }));
    expect(within(dialog).getByText(/South is in the red: no new signings/)).toBeInTheDocument();
  });

  it('shows a walk-out and the date talks resume', async () => {
    const services = await world();
    vi.spyOn(services.contracts, 'offer').mockResolvedValue({ kind: 'walked', message: 'Free Fred walked out and will not talk until Sat, Dec 19, 2026.' });
    const table = await open(services);
    await user().click(within(table).getByRole('button', { name: 'Negotiate with Free Fred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Free Fred' });
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Walked out. Free Fred walked out and will not talk until Sat, Dec 19, 2026.');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Make offer' })).toBeNull());
  });
});

describe('the free-agents screen with rivals (issue 33)', () => {
  /** The player runs Apex (two brands, one nearly empty); Vanguard is a rival. */
  async function rivals(): Promise<TestAppServices> {
    const services = createTestAppServices();
    await services.game.load();
    const { repos } = services;
    await repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
    await repos.Brand.bulkCreate([
      { name: 'Apex Monday', companyId: 1, balance: 500_000 },
      { name: 'Apex Foundry', companyId: 1, balance: 1_000 },
      { name: 'Vanguard Voltage', companyId: 2, balance: 900_000 },
    ]);
    await services.game.update({ date: '2026-11-21', rules: 'living', playerCompanyId: 1, brandIds: [1, 2] });
    await repos.Wrestler.bulkCreate([{ name: 'Free Fred', status: 'UNSIGNED', brandIds: [], cost: 1000, popularity: 50, points: 50, morale: 50 }]);
    return services;
  }

  it("offers only the player's brands, says what the signing costs and what a brand lacks, and moves the money", async () => {
    const services = await rivals();
    const table = await open(services);
    await user().click(within(table).getByRole('button', { name: 'Negotiate with Free Fred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Free Fred' });
    const brand = within(dialog).getByRole('combobox', { name: /Brand/ });
    expect(within(brand).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a brand', 'Apex Monday ($500,000)', 'Apex Foundry ($1,000)']);
    expect(within(dialog).getByText(/^\$1,050 an appearance × 52 appearances = \$54,600 in wages, paid by Apex Monday as they appear\./)).toBeInTheDocument();

    await user().selectOptions(brand, 'Apex Foundry ($1,000)');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Apex Foundry has $1,000; this signing needs $27,300 — $26,300 short. Move money from Apex Monday ($500.0K) or pick another brand.');
    await user().click(within(dialog).getByRole('button', { name: 'Move money' }));
    await waitFor(() => expect(within(dialog).queryByText(/this signing needs/)).toBeNull());
    expect(within(brand).getByRole('option', { name: 'Apex Foundry ($27,300)' })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText(/Accepted\. Free Fred signed with Apex Foundry/)).toBeInTheDocument();
    expect((await services.repos.Game.get(1))!.talentMoves.map((m) => m.reason)).toEqual(['Apex Foundry signed Free Fred, a free agent, for $1,050 an appearance.']);
  });
});
