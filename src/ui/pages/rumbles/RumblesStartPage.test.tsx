import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { GAME_DATE, renderRumbles, seedRumbleWorld } from './rumbles.test-support';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });
const form = () => screen.getByRole('form', { name: 'Create rumble' });
const createButton = () => within(form()).getByRole('button', { name: 'Create rumble' });
const entryOrder = () =>
  within(screen.getByRole('list', { name: /^Entry order/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function pick(u: ReturnType<typeof user>, name: string) {
  const box = screen.getByRole('combobox', { name: 'Add an entrant' });
  await u.click(box);
  await u.type(box, name.slice(0, 3));
  await u.click(await screen.findByRole('option', { name }));
}

describe('the rumbles list', () => {
  it('says how to begin when there is no rumble, and will not create one without two entrants', async () => {
    const world = await seedRumbleWorld();
    renderRumbles(world.services);
    expect(await screen.findByText(/No rumbles yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rumbles' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    expect(within(form()).getByText('Choose at least 2 entrants (0 chosen so far).')).toBeInTheDocument();
  });

  it('lists rumbles newest first with title, division, entrants, status and winner, each a link to its page', async () => {
    const world = await seedRumbleWorld();
    const { rumbles } = world.services;
    const { ace, bo, cy, gwen, hana } = world.people;
    const old = await rumbles.create({ name: 'Old Rumble', date: '2025-01-05', entryIds: [ace.id, bo.id] });
    await rumbles.run(old.id);
    const winner = (await world.services.repos.Wrestler.get((await world.services.repos.Rumble.get(old.id))!.winnerId!))!.name;
    const running = await rumbles.create({ name: 'Title Rumble', date: '2026-02-01', championshipId: world.titleId, entryIds: [bo.id, cy.id] });
    await rumbles.start(running.id);
    await rumbles.create({ name: 'Women Rumble', date: '2026-04-01', gender: 'FEMALE', entryIds: [gwen.id, hana.id] });

    renderRumbles(world.services);
    const table = await screen.findByRole('table', { name: 'Rumbles' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^.*2026.*Women RumbleWomen2Not started—$/),
      expect.stringMatching(/^.*2026.*Title Rumble · for the Northgate TitleMen2Running—$/),
      expect.stringMatching(new RegExp(`^.*2025.*Old RumbleMen2Finished${winner}$`)),
    ]);
    await user().click(within(table).getByRole('link', { name: 'Title Rumble' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Title Rumble' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent(`/rumbles/${running.id}`);
  });

  it('pages a long list twenty at a time', async () => {
    const world = await seedRumbleWorld();
    const { ace, bo } = world.people;
    const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`;
    await world.services.repos.Rumble.bulkCreate(
      Array.from({ length: 25 }, (_, i) => ({ name: `Rumble ${i + 1}`, date: day(i + 1), entryIds: [ace.id, bo.id] })),
    );
    renderRumbles(world.services);
    const table = await screen.findByRole('table', { name: 'Rumbles' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'Rumble 25' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Go to page 2' }));
    const rows = within(screen.getByRole('table', { name: 'Rumbles' })).getAllByRole('link').map((link) => link.textContent);
    expect(rows).toEqual(['Rumble 5', 'Rumble 4', 'Rumble 3', 'Rumble 2', 'Rumble 1']);
  });

  it('shows an error, not a crash, when the rumbles cannot be read', async () => {
    const world = await seedRumbleWorld();
    vi.spyOn(world.services.repos.Rumble, 'all').mockRejectedValue(new Error('disk on fire'));
    renderRumbles(world.services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read the rumbles: disk on fire');
    expect(screen.getByRole('heading', { level: 1, name: 'Rumbles' })).toBeInTheDocument();
  });
});

describe('creating a rumble', () => {
  it('creates a championship rumble from hand-picked entrants in order, on the game date, and opens it', async () => {
    const world = await seedRumbleWorld();
    renderRumbles(world.services);
    await screen.findByRole('form', { name: 'Create rumble' });
    const u = user();
    expect(within(form()).getByLabelText(/^Date/)).toHaveValue(GAME_DATE);

    await u.selectOptions(screen.getByRole('combobox', { name: /Championship/ }), 'Northgate Title');
    expect(within(screen.getByRole('group', { name: 'Division' })).getByRole('button', { name: 'Men' })).toHaveAttribute('aria-pressed', 'true');
    await pick(u, 'Dex Rowe');
    expect(createButton()).toBeDisabled();
    await pick(u, 'Ace Morrow');
    await pick(u, 'Cy Dalton');
    await u.click(screen.getByRole('button', { name: 'Remove Ace Morrow' }));
    expect(entryOrder()).toEqual(['Dex Rowe', 'Cy Dalton']);

    await u.click(createButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Northgate Title Rumble' })).toBeInTheDocument();
    const [rumble] = await world.services.repos.Rumble.all();
    expect(rumble).toMatchObject({
      date: GAME_DATE,
      championshipId: world.titleId,
      gender: 'MALE',
      brandIds: [world.brandId],
      entryIds: [world.people.dex.id, world.people.cy.id],
      active: false,
      complete: false,
    });
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent(`/rumbles/${rumble.id}`);
  });

  it('offers only eligible wrestlers and fills the field with random eligible ones up to its size', async () => {
    const world = await seedRumbleWorld();
    renderRumbles(world.services);
    await screen.findByRole('form', { name: 'Create rumble' });
    const u = user();
    // The game runs every brand and men's division: seven active men, not the retired one.
    expect(screen.getByText('7 eligible for this field. Type to search.')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Add an entrant' });
    await u.click(box);
    await u.type(box, 'Gwen');
    expect(await screen.findByRole('option', { name: 'No eligible wrestler matches “Gwen”' })).toBeInTheDocument();
    await u.clear(box);
    await u.keyboard('{Escape}');

    await u.click(within(screen.getByRole('group', { name: 'Brands' })).getByRole('button', { name: 'Northgate Pro' }));
    await pick(u, 'Bo Keller');
    const size = screen.getByRole('spinbutton', { name: /Field size/ });
    await u.clear(size);
    await u.type(size, '4');
    await u.click(screen.getByRole('button', { name: 'Fill with 3 random' }));
    await waitFor(() => expect(entryOrder()).toHaveLength(4));
    expect(entryOrder()[0]).toBe('Bo Keller');
    const men = ['Ace Morrow', 'Cy Dalton', 'Dex Rowe', 'Eli Stone', 'Finn Doyle'];
    for (const name of entryOrder().slice(1)) expect(men).toContain(name);
    expect(screen.getByText('Added 3 random entrants.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill with 0 random' })).toBeDisabled();
    expect(createButton()).toBeEnabled();
  });

  it('never offers staff or free agents, by hand or at random (issue 13)', async () => {
    const world = await seedRumbleWorld();
    const staff = { gender: 'MALE' as const, brandIds: [world.brandId], points: 90 };
    await world.services.repos.Wrestler.bulkCreate([
      { ...staff, name: 'Dirk Director', role: 'AUTHORITY' },
      { ...staff, name: 'Ref Rourke', role: 'REFEREE' },
      { ...staff, name: 'Free Agent Fox', status: 'UNSIGNED' },
    ]);
    renderRumbles(world.services);
    await screen.findByRole('form', { name: 'Create rumble' });
    const u = user();
    expect(screen.getByText('7 eligible for this field. Type to search.')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Add an entrant' });
    for (const name of ['Dirk', 'Ref', 'Free']) {
      await u.click(box);
      await u.type(box, name);
      expect(await screen.findByRole('option', { name: `No eligible wrestler matches “${name}”` })).toBeInTheDocument();
      await u.clear(box);
      await u.keyboard('{Escape}');
    }
    await u.click(screen.getByRole('button', { name: 'Fill with 7 random' }));
    await waitFor(() => expect(entryOrder()).toHaveLength(7));
    for (const name of ['Dirk Director', 'Ref Rourke', 'Free Agent Fox']) expect(entryOrder()).not.toContain(name);
  });

  it('drops chosen entrants who no longer fit when the division changes, and says so', async () => {
    const world = await seedRumbleWorld();
    renderRumbles(world.services);
    await screen.findByRole('form', { name: 'Create rumble' });
    const u = user();
    await pick(u, 'Ace Morrow');
    await pick(u, 'Bo Keller');
    await u.click(within(screen.getByRole('group', { name: 'Division' })).getByRole('button', { name: 'Intergender' }));
    expect(entryOrder()).toEqual(['Ace Morrow', 'Bo Keller']);
    await u.click(within(screen.getByRole('group', { name: 'Division' })).getByRole('button', { name: 'Women' }));
    expect(screen.getByText('2 chosen entrants do not fit the new field and left it.')).toBeInTheDocument();
    expect(screen.getByText('No entrants yet: add them by name, or fill the field at random.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });
});
