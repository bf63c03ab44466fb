import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { RenewContractButton } from './RenewContractButton';

const user = () => userEvent.setup({ delay: null });

describe('renewing from a wrestler profile', () => {
  it('opens the negotiation with the asking terms and renews the contract', async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-11-21', rules: 'living' });
    const [brand] = await services.repos.Brand.bulkCreate([{ name: 'North', balance: 1000 }]);
    const kip = await services.repos.Wrestler.create({ name: 'Kip', brandIds: [brand.id], cost: 1000, popularity: 50, points: 50, morale: 50, contractExpires: '2026-12-01', remainingAppearances: 3 });
    const onChanged = vi.fn();
    renderWithApp(<RenewContractButton wrestlerId={kip.id} free={false} onChanged={onChanged} />, services);
    await user().click(await screen.findByRole('button', { name: 'Renew contract' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Kip' });
    expect(within(dialog).getByText(/Kip asks \$1,050 per appearance, 52 appearances over 52 weeks, full-time\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Brand/ })).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText('Accepted. Kip renewed until Tue, Nov 30, 2027.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(await services.repos.Wrestler.get(kip.id)).toMatchObject({ contractExpires: '2027-11-30', remainingAppearances: 55, cost: 1050 });
  });

  it('a faded veteran is no longer renewed at his old peak wage: the ask falls to his standing, with why, and is accepted (issue 36)', async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-11-21', rules: 'living' });
    const [brand] = await services.repos.Brand.bulkCreate([{ name: 'North', balance: 1_000_000 }]);
    await services.repos.Wrestler.bulkCreate(Array.from({ length: 5 }, (_, i) => ({ name: `Hand ${i}`, brandIds: [brand.id], cost: 2000, popularity: 50, points: 50, contractExpires: '2028-01-01', remainingAppearances: 50 })));
    const old = await services.repos.Wrestler.create({ name: 'Old Timer', brandIds: [brand.id], cost: 20_000, popularity: 10, points: 5, morale: 50, contractExpires: '2026-12-01', remainingAppearances: 3 });
    renderWithApp(<RenewContractButton wrestlerId={old.id} free={false} />, services);
    await user().click(await screen.findByRole('button', { name: 'Renew contract' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Old Timer' });
    // His plain ask would be $19,300 (his peak wage moved by his mood and worth): 80% of it, and why.
    expect(within(dialog).getByText(/Old Timer asks \$15,440 per appearance/)).toBeInTheDocument();
    expect(within(dialog).getByText("Down from $19,300: Old Timer's standing (popularity 10, points 5) is worth $1,440 an appearance on a roster whose median wage is $2,000, and nobody renews for under 80% of their ask.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Cost per appearance/ })).toHaveValue('15440');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText(/^Accepted\. Old Timer renewed until/)).toBeInTheDocument();
    expect(await services.repos.Wrestler.get(old.id)).toMatchObject({ cost: 15_440 });
  });

  it("shows each field's limits, and a counter past them next to its fields once taken, offering nothing (issue 34)", async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-11-21', rules: 'living' });
    const [brand] = await services.repos.Brand.bulkCreate([{ name: 'North', balance: 1000 }]);
    const star = await services.repos.Wrestler.create({ name: 'Star', brandIds: [brand.id], cost: 10_000_000, popularity: 100, points: 100, morale: 0, contractExpires: '2026-12-01' });
    renderWithApp(<RenewContractButton wrestlerId={star.id} free={false} />, services);
    await user().click(await screen.findByRole('button', { name: 'Renew contract' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Star' });
    const cost = within(dialog).getByRole('textbox', { name: /^Cost per appearance/ });
    expect(within(dialog).getByRole('textbox', { name: /^Appearances/ })).toHaveAccessibleDescription('From 1 to 1,000.');
    // The asking price is past the limit: said next to the field from the start.
    expect(cost).toHaveValue('12500000');
    expect(cost).toHaveAttribute('aria-invalid', 'true');
    expect(cost).toHaveAccessibleDescription(/Type whole dollars per appearance, between \$100 and \$10,000,000\..*From \$100 to \$10,000,000\./);
    await user().clear(cost);
    await user().type(cost, '10000000');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(await within(dialog).findByText(/past what any contract may hold/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Put their terms in the offer' }));
    expect(cost).toHaveValue('12500000');
    expect(within(dialog).getByText('Type whole dollars per appearance, between $100 and $10,000,000.')).toBeInTheDocument();
    const offer = vi.spyOn(services.contracts, 'offer');
    await user().click(within(dialog).getByRole('button', { name: 'Make offer' }));
    expect(offer).not.toHaveBeenCalled();
    expect(await services.repos.Wrestler.get(star.id)).toMatchObject({ cost: 10_000_000, contractExpires: '2026-12-01' });
  });

  it("says why a rival's wrestler is not the player's to renew, and opens nothing (issue 33)", async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
    const [, theirs] = await services.repos.Brand.bulkCreate([{ name: 'Apex Monday', companyId: 1 }, { name: 'Vanguard Voltage', companyId: 2 }]);
    await services.game.update({ date: '2026-11-21', rules: 'living', playerCompanyId: 1, brandIds: [1] });
    const raze = await services.repos.Wrestler.create({ name: 'Raze', brandIds: [theirs.id], cost: 1000, contractExpires: '2026-12-01' });
    renderWithApp(<RenewContractButton wrestlerId={raze.id} free={false} />, services);
    await user().click(await screen.findByRole('button', { name: 'Renew contract' }, SLOW_FIRST_RENDER));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not open the negotiation: Raze is under contract with Vanguard: reach them through the Talent war/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("refuses to open a renewal of a rival's champion who is on none of the player's brands (issue 34)", async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
    const [, theirs] = await services.repos.Brand.bulkCreate([{ name: 'Apex Monday', companyId: 1 }, { name: 'Vanguard Voltage', companyId: 2 }]);
    await services.game.update({ date: '2026-11-21', rules: 'living', playerCompanyId: 1, brandIds: [1] });
    const champ = await services.repos.Wrestler.create({ name: 'Lazarus Crowe', brandIds: [], cost: 1000, contractExpires: '2026-12-01' });
    await services.repos.Championship.create({ name: 'Vanguard World Championship', brandIds: [theirs.id], wrestlerIds: [champ.id] });
    renderWithApp(<RenewContractButton wrestlerId={champ.id} free={false} />, services);
    await user().click(await screen.findByRole('button', { name: 'Renew contract' }, SLOW_FIRST_RENDER));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the negotiation: Lazarus Crowe works for Vanguard: only Vanguard can renew that contract.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await services.repos.Wrestler.get(champ.id))!.contractExpires).toBe('2026-12-01');
  });
});
