import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { addDays } from '../../../domain/dates';
import { GAME_ID } from '../../../domain/entities/game';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { TalentPage } from './TalentPage';

const TODAY = '2026-03-11';
// The file's first render loads Fluent and the page: slow on a machine shared by several runs.
const SLOW_FIRST_RENDER = { timeout: 30_000 };
const SOON = { timeout: 30_000 };
const user = () => userEvent.setup({ delay: null });

async function setUp({ rivals = true, offer = true, foundry = false } = {}) {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  await repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
  const [apex, vanguard, poor] = await repos.Brand.bulkCreate([
    { name: 'Apex Monday', companyId: 1, balance: 5_000_000 },
    { name: 'Vanguard Voltage', companyId: 2, balance: 5_000_000 },
    { name: 'Apex Foundry', companyId: 1, balance: 1_000 },
  ]);
  const [kip, raze] = await repos.Wrestler.bulkCreate([
    { name: 'Kip', cost: 2000, popularity: 60, points: 60, morale: 50, contractExpires: addDays(TODAY, 20), brandIds: [foundry ? poor.id : apex.id] },
    { name: 'Raze', cost: 2000, popularity: 60, points: 60, morale: 50, contractExpires: addDays(TODAY, 30), brandIds: [vanguard.id] },
  ]);
  const talentOffers = offer ? [{ id: 1, wrestlerId: kip.id, fromCompanyId: 2, cost: 3000, made: TODAY, expires: addDays(TODAY, 20), status: 'open' as const }] : [];
  await repos.Game.update(GAME_ID, { date: TODAY, rules: 'living', playerCompanyId: rivals ? 1 : null, brandIds: rivals ? [apex.id, poor.id] : [], talentOffers });
  return { services, kip, raze };
}

describe('the Talent war page', () => {
  // Without a layout, tabster leaves the confirmation dialog aria-hidden (jsdom-layout.ts).
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterEach(() => restoreLayout());

  it('lists an offer with what it costs; Counter keeps the wrestler and says so', async () => {
    const { services, kip } = await setUp();
    renderWithApp(<TalentPage />, services, '/talent');
    const offers = await screen.findByRole('table', { name: 'Offers to your wrestlers' }, SLOW_FIRST_RENDER);
    expect(within(offers).getByRole('cell', { name: 'Vanguard' })).toBeInTheDocument();
    expect(within(offers).getByRole('cell', { name: '$3,000' })).toBeInTheDocument();
    await user().click(within(offers).getByRole('button', { name: /^Counter at \$3,000: keep Kip from Vanguard$/ }));
    // Issue 33: the counter opens its deal first: which brand pays and what it costs.
    const deal = await screen.findByRole('dialog', { name: 'Counter for Kip' }, SOON);
    expect(await within(deal).findByText('Apex Monday pays: it has $5,000,000 and needs $78,000.', undefined, SOON)).toBeInTheDocument();
    await user().click(within(deal).getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText(/^Kip stays for \$3,000 an appearance until .+, paid by Apex Monday\.$/, undefined, SOON)).toBeInTheDocument();
    expect(await screen.findByText(/No rival has made an offer yet/)).toBeInTheDocument();
    expect((await services.repos.Wrestler.get(kip.id))?.cost).toBe(3000);
  }, 60_000);

  it('a rival offer past the offer limits: the counter says why and cannot be made (issue 34)', async () => {
    const { services, kip } = await setUp();
    const game = (await services.repos.Game.get(GAME_ID))!;
    await services.repos.Game.update(GAME_ID, { talentOffers: game.talentOffers.map((o) => ({ ...o, cost: 12_000_000 })) });
    await services.repos.Brand.update(1, { balance: 900_000_000_000 });
    renderWithApp(<TalentPage />, services, '/talent');
    const offers = await screen.findByRole('table', { name: 'Offers to your wrestlers' }, SLOW_FIRST_RENDER);
    await user().click(within(offers).getByRole('button', { name: /^Counter at \$12,000,000: keep Kip from Vanguard$/ }));
    const deal = await screen.findByRole('dialog', { name: 'Counter for Kip' }, SOON);
    expect(await within(deal).findByRole('alert', undefined, SOON)).toHaveTextContent(
      'Kip asks $12,000,000 an appearance × 52 appearances over 52 weeks, past what any contract may hold (offer between $100 and $10,000,000 an appearance): nothing can be agreed on those terms.',
    );
    expect(within(deal).getByRole('button', { name: 'Counter' })).toBeDisabled();
    expect((await services.repos.Wrestler.get(kip.id))?.cost).toBe(2000);
  }, 60_000);

  it('a counter its brand cannot pay says what is missing; money moved from another brand pays it', async () => {
    const { services, kip } = await setUp({ foundry: true });
    renderWithApp(<TalentPage />, services, '/talent');
    const offers = await screen.findByRole('table', { name: 'Offers to your wrestlers' }, SLOW_FIRST_RENDER);
    await user().click(within(offers).getByRole('button', { name: /^Counter at \$3,000: keep Kip from Vanguard$/ }));
    const deal = await screen.findByRole('dialog', { name: 'Counter for Kip' }, SOON);
    // The deal starts on a brand that can pay; the player picks Kip's own, which cannot.
    await user().selectOptions(await within(deal).findByRole('combobox', { name: 'Brand that pays' }, SOON), within(deal).getByRole('option', { name: /^Apex Foundry/ }));
    expect(await within(deal).findByRole('alert')).toHaveTextContent('Apex Foundry has $1,000; this counter needs $78,000 — $77,000 short. Move money from Apex Monday ($5.0M) or pick another brand.');
    expect(within(deal).getByRole('button', { name: 'Counter' })).toBeDisabled();
    expect(within(deal).getByRole('textbox', { name: 'Amount (US$)' })).toHaveValue('77000');
    await user().click(within(deal).getByRole('button', { name: 'Move money' }));
    expect(await within(deal).findByText('Apex Foundry pays: it has $78,000 and needs $78,000.', undefined, SOON)).toBeInTheDocument();
    await user().click(within(deal).getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText(/^Kip stays for \$3,000 an appearance until .+, paid by Apex Foundry\.$/, undefined, SOON)).toBeInTheDocument();
    expect((await services.repos.Wrestler.get(kip.id))?.brandIds).toEqual([3]);
    expect((await services.repos.Brand.get(1))?.ledger.map((e) => e.amount)).toEqual([-77_000]);
  }, 60_000);

  it('asks before letting a wrestler go, then shows them leaving', async () => {
    const { services } = await setUp();
    renderWithApp(<TalentPage />, services, '/talent');
    await user().click(await screen.findByRole('button', { name: 'Let go: Kip to Vanguard' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('alertdialog', { name: 'Let Kip go?' }, SOON);
    await user().click(await within(dialog).findByRole('button', { name: 'Let go' }, SOON));
    expect(await screen.findByText("Let go: leaves at the contract's end", undefined, SOON)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await services.repos.Game.get(GAME_ID))?.talentOffers[0].status).toBe('declined');
  }, 60_000);

  it("poaches from a rival's expiring contracts and shows a refusal as an alert", async () => {
    const { services } = await setUp({ offer: false });
    const poach = vi.spyOn(services.talent, 'poach').mockResolvedValue({ ok: false, message: 'Raze stays with Vanguard.' });
    renderWithApp(<TalentPage />, services, '/talent');
    expect(await screen.findByText(/No rival has made an offer yet\. Offers come when your wrestlers' contracts near their end\./, undefined, SLOW_FIRST_RENDER)).toBeInTheDocument();
    const targets = screen.getByRole('table', { name: 'Poach targets' });
    await user().click(within(targets).getByRole('button', { name: /^Poach at \$[\d,]+: Raze from Vanguard$/ }));
    const deal = await screen.findByRole('dialog', { name: 'Poach Raze' }, SOON);
    await user().click(await within(deal).findByRole('button', { name: 'Make the offer' }, SOON));
    expect(await screen.findByRole('alert')).toHaveTextContent('Raze stays with Vanguard.');
    expect(poach).toHaveBeenCalledWith(expect.any(Number), expect.any(Number));
    expect(screen.getByText(/Nobody has changed promotion yet/)).toBeInTheDocument();
  }, 60_000);

  it('says how to get rivals in a game without them', async () => {
    const { services } = await setUp({ rivals: false });
    renderWithApp(<TalentPage />, services, '/talent');
    expect(await screen.findByText(/You run every promotion, so nobody competes for your wrestlers/, undefined, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 60_000);
});
