import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderRumbles, seedRumbleWorld, type RumbleWorld } from './rumbles.test-support';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });
const route = () => screen.getByRole('status', { name: 'Current route' });

async function open(world: RumbleWorld, name: string, championship: boolean) {
  const rumble = await world.services.rumbles.create({
    name,
    championshipId: championship ? world.titleId : null,
    entryIds: [world.people.bo.id, world.people.cy.id, world.people.dex.id],
  });
  return rumble.id;
}

describe('deleting a rumble', () => {
  it('asks first: "Keep it" keeps the rumble, confirming deletes it and returns to every rumble with a status message', async () => {
    const world = await seedRumbleWorld();
    const keep = await open(world, 'Other Rumble', false);
    const id = await open(world, 'Spring Rumble', false);
    renderRumbles(world.services, `/rumbles/${id}`);
    await screen.findByRole('heading', { level: 2, name: 'Spring Rumble' });
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Delete rumble' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring Rumble?' });
    expect(dialog).toHaveTextContent('Spring Rumble, its field and its eliminations are deleted for good; the wrestlers stay on the roster.');
    expect(dialog).not.toHaveTextContent('reigns');
    await u.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await world.services.repos.Rumble.get(id)).toBeDefined();
    // The closing dialog leaves the page aria-hidden for a moment: wait for the route's status to be reachable.
    await waitFor(() => expect(route()).toHaveTextContent(`/rumbles/${id}`));

    // A closing Fluent dialog keeps the page aria-hidden for a moment: wait until the button is reachable.
    await u.click(await screen.findByRole('button', { name: 'Delete rumble' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete rumble' }));

    expect(await screen.findByRole('region', { name: 'All rumbles' })).toBeInTheDocument();
    expect(route()).toHaveTextContent('/rumbles/start');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Deleted Spring Rumble.');
    expect(screen.getByRole('heading', { level: 1, name: 'Rumbles' })).toBeInTheDocument();
    expect(await world.services.repos.Rumble.get(id)).toBeUndefined();
    expect(await world.services.repos.Rumble.get(keep)).toBeDefined();
    const table = screen.getByRole('table', { name: 'Rumbles' });
    expect(within(table).queryByRole('link', { name: 'Spring Rumble' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Other Rumble' })).toBeInTheDocument();
  });

  it('says a finished championship rumble keeps the reigns it made, and keeps them', async () => {
    const world = await seedRumbleWorld();
    const id = await open(world, 'Title Rumble', true);
    const finished = await world.services.rumbles.run(id);
    const reigns = await world.services.repos.Reign.findBy('championshipId', world.titleId);
    renderRumbles(world.services, `/rumbles/${id}`);
    await screen.findByRole('region', { name: 'Result' });
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Delete rumble' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Title Rumble?' });
    expect(dialog).toHaveTextContent(
      'It is finished, so the Northgate Title reigns it made stay as they are: deleting it does not give the title back.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Delete rumble' }));

    expect(await screen.findByText('Deleted Title Rumble. The Northgate Title reigns it made are kept.')).toBeInTheDocument();
    // The closing dialog hides the page from the accessibility tree until it has gone.
    await waitFor(() => expect(route()).toHaveTextContent('/rumbles/start'));
    expect(await screen.findByText(/No rumbles yet/)).toBeInTheDocument();
    expect(await world.services.repos.Reign.findBy('championshipId', world.titleId)).toEqual(reigns);
    expect((await world.services.repos.Championship.get(world.titleId))?.wrestlerIds).toEqual([finished.winnerId]);
  });

  it('stays on the rumble and shows why when the delete fails', async () => {
    const world = await seedRumbleWorld();
    const id = await open(world, 'Spring Rumble', false);
    vi.spyOn(world.services.rumbles, 'remove').mockRejectedValue(new Error('The save is locked.'));
    renderRumbles(world.services, `/rumbles/${id}`);
    await screen.findByRole('heading', { level: 2, name: 'Spring Rumble' });
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Delete rumble' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete rumble' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The save is locked.');
    expect(route()).toHaveTextContent(`/rumbles/${id}`);
    // The alert can show a moment before the busy state lifts: wait for the button to come back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete rumble' })).toBeEnabled());
    expect(await world.services.repos.Rumble.get(id)).toBeDefined();
  });
});
