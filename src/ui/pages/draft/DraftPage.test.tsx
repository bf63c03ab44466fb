import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppServices } from '../../../application/services';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { DraftPage } from './DraftPage';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });

/** Real services on fake-indexeddb: two brands, two wrestlers, the game on 2026-01-01. */
async function world() {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2026-01-01' });
  const [red, blue] = await services.repos.Brand.bulkCreate([
    { name: 'Red', balance: 1_000_000 },
    { name: 'Blue', balance: 50_000 },
  ]);
  const [ace, blaze] = await services.repos.Wrestler.bulkCreate([
    { name: 'Ace Ward', cost: 200, status: 'UNSIGNED', brandIds: [] },
    { name: 'Blaze Kemp', cost: 150, status: 'SIGNED', brandIds: [red.id] },
  ]);
  return { services, red, blue, ace, blaze };
}

async function chooseWrestler(u: ReturnType<typeof user>, name: string) {
  const box = screen.getByRole('combobox', { name: /Wrestler/ });
  await u.click(box);
  await u.type(box, name.split(' ')[0]);
  await u.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });
const save = () => screen.getByRole('button', { name: 'Save draft' });

async function draft(u: ReturnType<typeof user>, brand: string, wrestler: string) {
  await u.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: brand }));
  await chooseWrestler(u, wrestler);
  await u.click(save());
  await screen.findByText(new RegExp(`^${wrestler} drafted to ${brand}`));
}

describe('the draft screen', () => {
  it('says what to do when there is nothing to draft with, and when nothing is pending', async () => {
    renderWithApp(<DraftPage />, createTestAppServices(), '/draft');
    expect(await screen.findByText(/No brands yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'brands' })).toHaveAttribute('href', '/import/brands');
    expect(screen.getByText(/No pending drafts. Choose a brand and a wrestler/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process drafts' })).toBeDisabled();
  });

  it('refuses impossible values field by field and saves nothing', async () => {
    const { services } = await world();
    renderWithApp(<DraftPage />, services, '/draft');
    const u = user();
    await screen.findByRole('form', { name: 'New draft' });
    expect(field(/Pick number/)).toHaveValue(1);
    expect(field(/Amount of appearances/)).toHaveValue(52);
    expect(field(/Cost per appearance/)).toHaveValue(100);
    expect(screen.getByLabelText(/End date/)).toHaveValue('2027-02-05');

    await u.clear(field(/Amount of appearances/));
    await u.type(field(/Amount of appearances/), '0');
    expect(await screen.findByText('Amount of appearances must be a whole number from 1 to 1,000.')).toBeInTheDocument();
    await u.clear(field(/Cost per appearance/));
    await u.type(field(/Cost per appearance/), '-5');
    expect(screen.getByText('The cost cannot be negative.')).toBeInTheDocument();

    await u.click(save());
    expect(screen.getByText('Choose one brand.')).toBeInTheDocument();
    expect(screen.getByText('Choose one wrestler.')).toBeInTheDocument();
    // The keyboard lands on the first field with a problem: the brand chips.
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'Blue' })).toHaveFocus());
    expect(await services.repos.Draft.count()).toBe(0);

    // Choosing the wrestler puts their cost in (the player had changed it, so it stays).
    await chooseWrestler(u, 'Ace Ward');
    expect(screen.queryByText('Choose one wrestler.')).toBeNull();
    expect(field(/Cost per appearance/)).toHaveValue(-5);
  });

  it('creates a draft with the wrestler’s cost, lists it as pending, and refuses the same wrestler twice', async () => {
    const { services, blue, ace } = await world();
    renderWithApp(<DraftPage />, services, '/draft');
    const u = user();
    await screen.findByRole('form', { name: 'New draft' });
    await u.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'Blue' }));
    await chooseWrestler(u, 'Ace Ward');
    expect(field(/Cost per appearance/)).toHaveValue(200);
    await u.click(screen.getByRole('radio', { name: 'Part time' }));
    await u.click(save());

    expect(await screen.findByText('Ace Ward drafted to Blue as pick 1. Process drafts to sign them.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending drafts' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['1', 'Ace Ward', 'Blue', '52', '$200', '$10,400', 'Pending']),
    );
    expect(await services.repos.Draft.all()).toEqual([
      expect.objectContaining({ wrestlerId: ace.id, brandId: blue.id, costPerAppearance: 200, contractType: 'PART', complete: false }),
    ]);
    // The form is ready for the brand's next pick.
    expect(field(/Pick number/)).toHaveValue(2);

    await chooseWrestler(u, 'Ace Ward');
    expect(screen.getByText('Ace Ward is already in a pending draft (pick 1). Remove that draft first.')).toBeInTheDocument();
    await u.click(save());
    expect(await services.repos.Draft.count()).toBe(1);
  });

  it('removes a pending draft only after confirmation', async () => {
    const { services } = await world();
    renderWithApp(<DraftPage />, services, '/draft');
    const u = user();
    await screen.findByRole('form', { name: 'New draft' });
    await draft(u, 'Red', 'Ace Ward');

    await u.click(await screen.findByRole('button', { name: 'Remove pick 1, Ace Ward' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this draft?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await services.repos.Draft.count()).toBe(1);

    // The closing dialog keeps the page aria-hidden for a moment: wait for the button to be reachable again.
    await u.click(await screen.findByRole('button', { name: 'Remove pick 1, Ace Ward' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove draft' }));
    expect(await screen.findByText(/No pending drafts/)).toBeInTheDocument();
    expect(await services.repos.Draft.count()).toBe(0);
  });

  it('processes after a summary of what each brand pays: wrestlers signed, balances deducted', async () => {
    const { services, red, blue, ace, blaze } = await world();
    renderWithApp(<DraftPage />, services, '/draft');
    const u = user();
    await screen.findByRole('form', { name: 'New draft' });
    await draft(u, 'Blue', 'Ace Ward');
    await draft(u, 'Blue', 'Blaze Kemp');

    await u.click(screen.getByRole('button', { name: 'Process drafts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Process 2 pending drafts?' });
    const summary = within(dialog).getByRole('table', { name: 'What each brand pays' });
    const cells = within(within(summary).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['Blue', 'Ace Ward, Blaze Kemp', '$18,200', '$31,800']);
    await u.click(within(dialog).getByRole('button', { name: 'Sign and pay' }));

    const report = await screen.findByRole('region', { name: 'Drafts processed' });
    expect(within(report).getByRole('list', { name: 'Signed wrestlers' })).toHaveTextContent('Ace Ward signed with Blue for 52 appearances');
    expect(within(report).getByRole('list', { name: 'New brand balances' })).toHaveTextContent('Blue: $50,000 → $31,800');
    expect(await screen.findByRole('table', { name: 'Completed drafts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Pending drafts' })).toBeNull());

    expect((await services.repos.Brand.get(blue.id))?.balance).toBe(50_000 - 52 * 200 - 52 * 150);
    expect((await services.repos.Brand.get(red.id))?.balance).toBe(1_000_000);
    for (const wrestler of [ace, blaze]) {
      expect(await services.repos.Wrestler.get(wrestler.id)).toMatchObject({ status: 'SIGNED', brandIds: [blue.id], contractExpires: '2027-02-05' });
    }
  });

  it('shows its h1 and an error when the drafts cannot be read', async () => {
    const services = createTestAppServices();
    const broken: AppServices = { ...services, drafts: { ...services.drafts, view: () => Promise.reject(new Error('disk gone')) } };
    renderWithApp(<DraftPage />, broken, '/draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft' })).toBeInTheDocument();
    expect(await screen.findByText('Could not read the drafts: disk gone')).toBeInTheDocument();
  });
});
