import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { GAME_ID } from '../../../domain/entities/game';
import { formatLongDate } from '../../../domain/dates';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { BrandsPage } from './BrandsPage';
import { withLedgerEntries } from '../../../domain/rules/ledger';
import { roundCents } from '../../../domain/rules/finance';

/** Real services: two brands (the game runs North), a director, wrestlers and a title. */
async function brandsWorld(): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  const [north] = await repos.Brand.bulkCreate([{ name: 'North', balance: 2_500_000 }, { name: 'South', balance: -1250.5 }]);
  await repos.Game.update(GAME_ID, { brandIds: [north.id] });
  const [boss, ada] = await repos.Wrestler.bulkCreate([
    { name: 'Zed Boss', role: 'AUTHORITY', brandIds: [north.id] },
    { name: 'Ada Lane', brandIds: [north.id] },
    { name: 'Bo Reed', brandIds: [north.id] },
  ]);
  await repos.Brand.update(north.id, { directorId: boss.id });
  await repos.Championship.create({ name: 'North Title', brandIds: [north.id], wrestlerIds: [ada.id] });
  return services;
}

const user = () => userEvent.setup({ delay: null });
const card = (name: string) => screen.getByRole('article', { name });

describe('the brands screen', () => {
  it('shows each brand with its balance, director, roster, champions, and whether the game runs it', async () => {
    renderWithApp(<BrandsPage />, await brandsWorld(), '/brands');
    const north = await screen.findByRole('article', { name: 'North' }, SLOW_FIRST_RENDER);
    expect(within(north).getByRole('heading', { level: 2, name: 'North' })).toBeInTheDocument();
    expect(north).toHaveTextContent('$2,500,000');
    expect(north).toHaveTextContent('DirectorZed Boss');
    expect(north).toHaveTextContent('2 wrestlers');
    expect(within(north).getByRole('list', { name: 'Champions of North' })).toHaveTextContent('North Title: Ada Lane');
    expect(within(north).getByText('In your game')).toBeInTheDocument();
    const south = card('South');
    expect(south).toHaveTextContent('-$1,250.50');
    expect(south).toHaveTextContent('DirectorNone');
    expect(within(south).queryByText('In your game')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 brands, 1 in your game');
  });

  it('opens a brand’s ledger: every charge and share, newest first, each with its reason (issue 33)', async () => {
    const services = await brandsWorld();
    const north = (await services.repos.Brand.all()).find((brand) => brand.name === 'North')!;
    await services.repos.Brand.update(north.id, {
      ledger: [
        { date: '2026-11-15', amount: -40_000, label: 'Office and crew', reason: 'The office, the crew and the building, every week' },
        { date: '2026-11-15', amount: -120_000, label: 'Spending', reason: '20% of a positive balance ($600,000) goes on travel, marketing and bigger crews each week' },
        { date: '2026-11-19', amount: 85_000, label: 'Show: NPW Friction', reason: 'Income $400,000 − outgoings $315,000' },
      ],
    });
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(within(await screen.findByRole('article', { name: 'North' }, SLOW_FIRST_RENDER)).getByRole('button', { name: 'North ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'North: ledger' });
    const rows = within(within(dialog).getByRole('table', { name: 'North ledger' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatLongDate('2026-11-19')}Show: NPW Friction+$85,000Income $400,000 − outgoings $315,000`,
      `${formatLongDate('2026-11-15')}Spending−$120,00020% of a positive balance ($600,000) goes on travel, marketing and bigger crews each week`,
      `${formatLongDate('2026-11-15')}Office and crew−$40,000The office, the crew and the building, every week`,
    ]);
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A brand with no money moved yet says what fills it.
    await u.click(within(card('South')).getByRole('button', { name: 'South ledger' }));
    expect(await screen.findByRole('dialog', { name: 'South: ledger' })).toHaveTextContent('No money has moved yet.');
  });

  it('explains each year of a brand’s money: its lines by category add up to the year’s change (issue 36)', async () => {
    const services = await brandsWorld();
    const north = (await services.repos.Brand.all()).find((brand) => brand.name === 'North')!;
    // Two years of the game's own writes: each moves the balance and writes its line.
    let brand = { ...north };
    const pay = (date: string, amount: number, label: string) => {
      brand = withLedgerEntries({ ...brand, balance: roundCents(brand.balance + amount) }, [{ date, amount, label }]);
    };
    pay('2026-12-20', 900_000, 'Show: North Weekly');
    pay('2026-12-27', -400_000, 'Spending');
    pay('2027-01-03', 1_500_000, 'Show: North Weekly');
    pay('2027-01-10', 2_000_000, 'Show: North Special');
    pay('2027-01-10', -3_000_000, 'Spending');
    pay('2027-01-10', -800_000.5, 'Retainers');
    // A change with no line (an old save's edit) is named, not hidden.
    await services.repos.Brand.bulkPut([{ ...brand, balance: brand.balance - 1_000 }]);
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(within(await screen.findByRole('article', { name: 'North' }, SLOW_FIRST_RENDER)).getByRole('button', { name: 'North ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'North: ledger' });
    const year = within(dialog).getByRole('region', { name: 'North money in 2027' });
    expect(within(year).getByRole('heading', { name: '2027' })).toBeInTheDocument();
    const rows = within(within(year).getByRole('table', { name: 'North money in 2027 by category' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Shows+$3,500,000',
      'Spending−$3,000,000',
      'Retainers−$800,000.50',
      'Change over the year−$300,000.50',
    ]);
    expect(year).toHaveTextContent("$3,000,000 before the year's first line, $2,699,999.50 after its last: the lines below add up to the change of −$300,000.50.");
    expect(year).toHaveTextContent('−$1,000 moved the balance after this with no line in the ledger');
    const older = within(dialog).getByRole('region', { name: 'North money in 2026' });
    expect(older).toHaveTextContent("$2,500,000 before the year's first line, $3,000,000 after its last");
    expect(older).not.toHaveTextContent('no line');
  });

  it('creates a brand with a director and colours, from the keyboard, and adds it to the game', async () => {
    const services = await brandsWorld();
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'New brand' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Director' }), 'Ada Lane');
    const background = within(dialog).getByRole('textbox', { name: 'Background colour' });
    await u.clear(background);
    await u.type(background, '#123456');
    await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Midnight{Enter}');

    const midnight = await screen.findByRole('article', { name: 'Midnight' });
    expect(midnight).toHaveTextContent('DirectorAda Lane');
    expect(midnight).toHaveTextContent('$0');
    expect(within(midnight).getByText('In your game')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Midnight created. 3 brands, 2 in your game');
    const stored = (await services.repos.Brand.all()).find((b) => b.name === 'Midnight');
    expect(stored).toMatchObject({ backgroundColor: '#123456', color: '#ffffff' });
    expect((await services.repos.Game.get(GAME_ID))?.brandIds).toEqual([1, stored?.id]);
  });

  it('says what to fix beside each field and creates nothing until it is fixed', async () => {
    const services = await brandsWorld();
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'New brand' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const text = within(dialog).getByRole('textbox', { name: 'Text colour' });
    await u.clear(text);
    await u.type(text, 'white');
    await u.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(within(dialog).getByText('A brand needs a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Use a hex colour such as #ffffff.')).toBeInTheDocument();
    // The refused form puts focus on the first field to fix.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus());

    await u.clear(text);
    await u.type(text, '#fff');
    // Only the use case knows the name is taken.
    await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'south');
    await u.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(await within(dialog).findByText('There is already a brand called South.')).toBeInTheDocument();
    expect(await services.repos.Brand.count()).toBe(2);

    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await services.repos.Brand.count()).toBe(2);
  });

  it('says a name past 60 characters next to the field as it is typed, and creates nothing (issue 34)', async () => {
    const services = await brandsWorld();
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'New brand' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription('At most 60 characters.');
    await u.click(name);
    await u.paste('M'.repeat(61));
    expect(within(dialog).getByText("A brand's name holds at most 60 characters (this one has 61).")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await u.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    expect(within(dialog).getByText("A brand's name holds at most 60 characters (this one has 61).")).toBeInTheDocument();
    expect(await services.repos.Brand.count()).toBe(2);

    await u.type(name, '{Backspace}');
    expect(within(dialog).queryByText(/A brand's name holds/)).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Create brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await services.repos.Brand.all()).map((b) => b.name)).toContain('M'.repeat(60));
  });

  it('edits a brand: name, director and colours; its balance stays', async () => {
    const services = await brandsWorld();
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit North' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Edit North' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('North');
    expect(within(dialog).getByRole('combobox', { name: 'Director' })).toHaveValue('1');
    await u.clear(name);
    await u.type(name, 'North Star');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Director' }), 'No director');
    const text = within(dialog).getByRole('textbox', { name: 'Text colour' });
    await u.clear(text);
    await u.type(text, '#000');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const edited = await screen.findByRole('article', { name: 'North Star' });
    expect(edited).toHaveTextContent('DirectorNone');
    expect(edited).toHaveTextContent('$2,500,000');
    expect(screen.getByRole('status')).toHaveTextContent('North Star saved.');
    expect(await services.repos.Brand.get(1)).toMatchObject({ name: 'North Star', directorId: null, color: '#000', balance: 2_500_000 });
  });

  it('offers a way to brands when there are none', async () => {
    renderWithApp(<BrandsPage />, createTestAppServices(), '/brands');
    expect(await screen.findByText(/No brands yet/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'import the starting brands' })).toHaveAttribute('href', '/import/brands');
    expect(screen.getByRole('button', { name: 'New brand' })).toBeEnabled();
  });
});

describe('moving money between brands (issue 33)', () => {
  it('moves money between the brands the game runs; both cards show it in their ledgers', async () => {
    const services = await brandsWorld();
    await services.repos.Game.update(GAME_ID, { brandIds: [1, 2] });
    await services.repos.Brand.update(2, { balance: 1000 });
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Move money' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Move money between your brands' });
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveDisplayValue('North ($2,500,000)');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('South ($1,000)');
    await u.type(within(dialog).getByRole('textbox', { name: 'Amount (US$)' }), '3000000');
    await u.type(within(dialog).getByRole('textbox', { name: 'Why (for both ledgers)' }), 'a tour of Japan');
    await u.click(within(dialog).getByRole('button', { name: 'Move money' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('North has $2,500,000: it can move at most that.');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (US$)' });
    await u.clear(amount);
    await u.type(amount, '500000{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Moved $500,000 from North to South: North now has $2,000,000, South $501,000.');
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(card('South')).getByRole('list', { name: 'Ledger of South' })).toHaveTextContent('+$500,000 Moved from North. A tour of Japan.'));
    expect(within(card('North')).getByRole('list', { name: 'Ledger of North' })).toHaveTextContent('−$500,000 Moved to South. A tour of Japan.');
  });

  it('says an amount past the money rules next to the field as it is typed, and moves nothing (issue 34)', async () => {
    const services = await brandsWorld();
    await services.repos.Game.update(GAME_ID, { brandIds: [1, 2] });
    await services.repos.Brand.update(2, { balance: 999_999_999_999_000 });
    const transfer = vi.spyOn(services.brands, 'transfer');
    renderWithApp(<BrandsPage />, services, '/brands');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Move money' }, SLOW_FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Move money between your brands' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (US$)' });
    await u.type(amount, '100000000000000000000');
    expect(within(dialog).getByText('Type an amount of at most $1,000,000,000,000,000.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await u.clear(amount);
    await u.type(amount, '2000');
    expect(within(dialog).getByText('South has $999,999,999,999,000 and a balance holds at most $1,000,000,000,000,000: it can take at most $1,000 more.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Move money' }));
    expect(transfer).not.toHaveBeenCalled();
    expect((await services.repos.Brand.get(2))!.balance).toBe(999_999_999_999_000);
  });

  it('offers no transfer with a single brand in the game', async () => {
    renderWithApp(<BrandsPage />, await brandsWorld(), '/brands');
    await screen.findByRole('article', { name: 'North' }, SLOW_FIRST_RENDER);
    expect(screen.queryByRole('button', { name: 'Move money' })).toBeNull();
  });
});
