import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { GAME_DATE, renderRumbles, seedRumbleWorld, type RumbleWorld } from './rumbles.test-support';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });
const button = (name: string) => screen.getByRole('button', { name });
const names = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s*\(no\. \d+\)$/, ''));

async function open(world: RumbleWorld, entrants: (keyof RumbleWorld['people'])[], championship = true) {
  const rumble = await world.services.rumbles.create({
    name: 'Spring Rumble',
    championshipId: championship ? world.titleId : null,
    entryIds: entrants.map((key) => world.people[key].id),
  });
  renderRumbles(world.services, `/rumbles/${rumble.id}`);
  await screen.findByRole('heading', { level: 2, name: 'Spring Rumble' });
  return rumble.id;
}

function expectEnabled(enabled: string[]) {
  for (const name of ['Start', 'Enter next', 'Eliminate', 'Finish', 'Run to the end']) {
    if (enabled.includes(name)) expect(button(name)).toBeEnabled();
    else expect(button(name)).toBeDisabled();
  }
}

describe('running a rumble step by step', () => {
  it('starts, brings entrants in, eliminates with credit, and crowns a new champion after a confirmed early finish', async () => {
    const world = await seedRumbleWorld();
    const id = await open(world, ['bo', 'cy', 'dex']);
    const u = user();
    expect(screen.getByText('Duration').nextElementSibling).toHaveTextContent('0:00:00');
    expect(screen.getByRole('heading', { level: 1, name: 'Rumbles' })).toBeInTheDocument();
    expect(names('Waiting to enter')).toEqual(['Bo Keller', 'Cy Dalton', 'Dex Rowe']);
    expect(screen.getByText('Nobody yet: start the rumble, then bring the entrants in.')).toBeInTheDocument();
    expectEnabled(['Start', 'Finish', 'Run to the end']);

    await u.click(button('Start'));
    await waitFor(() => expectEnabled(['Enter next', 'Finish', 'Run to the end']));
    expect(screen.getByText('Spring Rumble has started: bring in the first entrant.')).toBeInTheDocument();

    await u.click(button('Enter next'));
    expect(await screen.findByText('Bo Keller enters the ring (entrant 1 of 3).')).toBeInTheDocument();
    expect(button('Eliminate')).toBeDisabled(); // one entrant cannot be eliminated
    await u.click(button('Enter next'));
    expect(await screen.findByText('Cy Dalton enters the ring (entrant 2 of 3).')).toBeInTheDocument();
    expect(names('In the ring')).toEqual(['Bo Keller', 'Cy Dalton']);
    expect(names('Waiting to enter')).toEqual(['Dex Rowe']);

    await u.click(button('Eliminate'));
    const table = await screen.findByRole('table', { name: 'Elimination order' });
    const stored = await world.services.repos.Rumble.get(id);
    const [out] = stored!.eliminationIds;
    const [outName, byName] = out === world.people.bo.id ? ['Bo Keller', 'Cy Dalton'] : ['Cy Dalton', 'Bo Keller'];
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`1${outName}${byName}0:01:00`);
    expect(screen.getByText(`${outName} is eliminated by ${byName}.`)).toBeInTheDocument();
    expect(screen.getByText('Duration').nextElementSibling).toHaveTextContent('0:01:00');

    await u.click(button('Enter next'));
    await screen.findByText('Dex Rowe enters the ring (entrant 3 of 3).');
    expectEnabled(['Eliminate', 'Finish', 'Run to the end']);

    // Two still in the ring: finishing now is confirmed first, and "Keep going" changes nothing.
    await u.click(button('Finish'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Finish the rumble now?' });
    expect(dialog).toHaveTextContent(`${byName} wins as the first entrant left standing, ahead of 1 still in the ring.`);
    await u.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    // The page is hidden from the accessibility tree until the closing dialog has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await world.services.repos.Rumble.get(id))?.complete).toBe(false);

    await u.click(await screen.findByRole('button', { name: 'Finish' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finish now' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText(`Winner: ${byName}`)).toBeInTheDocument();
    expect(result).toHaveTextContent(`New champion: ${byName} wins the Northgate Title`);
    expectEnabled([]);

    const reigns = await world.services.repos.Reign.findBy('championshipId', world.titleId);
    expect(reigns.map((r) => [r.wrestlerIds, r.startDate, r.endDate])).toEqual([
      [[world.people.ace.id], '2025-06-01', GAME_DATE],
      [[stored!.enteredIds.find((e) => e !== out)], GAME_DATE, null],
    ]);
  });

  it('shows a defended reign when the champion is left standing', async () => {
    const world = await seedRumbleWorld();
    await open(world, ['ace', 'bo']);
    const u = user();
    await u.click(button('Start'));
    await waitFor(() => expect(button('Enter next')).toBeEnabled());
    await u.click(button('Enter next'));
    await screen.findByText('Ace Morrow enters the ring (entrant 1 of 2).');
    await u.click(button('Finish'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ace Morrow wins as the first entrant left standing. 1 entrant never enters.');
    await u.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(result).toHaveTextContent('Ace Morrow retains the Northgate Title: 3 defences in a reign that began');
    expect(names('Waiting to enter')).toEqual(['Bo Keller']);
  });
});

describe('running a rumble to the end', () => {
  it('runs once however often it is clicked, then shows the winner, every elimination and the duration', async () => {
    const world = await seedRumbleWorld();
    const id = await open(world, ['ace', 'bo', 'cy', 'dex', 'eli', 'finn']);
    const run = vi.spyOn(world.services.rumbles, 'run');
    const u = user();
    await u.dblClick(button('Run to the end'));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(run).toHaveBeenCalledTimes(1);

    const stored = (await world.services.repos.Rumble.get(id))!;
    const winner = Object.values(world.people).find((w) => w.id === stored.winnerId)!;
    expect(within(result).getByText(`Winner: ${winner.name}`)).toBeInTheDocument();
    expect(result).toHaveTextContent('5 eliminations in 0:05:00.');
    expect(within(screen.getByRole('table', { name: 'Elimination order' })).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText(new RegExp(`^${winner.name} wins Spring Rumble after \\d+ more eliminations \\(0:05:00\\)\\.$`))).toBeInTheDocument();
    expect(result).toHaveTextContent(winner.id === world.people.ace.id ? 'Ace Morrow retains the Northgate Title' : `New champion: ${winner.name}`);
    expect((await world.services.repos.Championship.get(world.titleId))?.wrestlerIds).toEqual([winner.id]);
    expectEnabled([]);
  });

  it('shows progress while the run is under way and disables every step', async () => {
    const world = await seedRumbleWorld();
    await open(world, ['bo', 'cy'], false);
    let release: () => void = () => {};
    const real = world.services.rumbles.run;
    vi.spyOn(world.services.rumbles, 'run').mockImplementation(async (rumbleId) => {
      await new Promise<void>((resolve) => (release = resolve));
      return real(rumbleId);
    });
    const u = user();
    await u.click(button('Run to the end'));
    expect(await screen.findByText('Running the rumble to the end…')).toBeInTheDocument();
    expectEnabled([]);
    release();
    expect(await screen.findByRole('region', { name: 'Result' })).toBeInTheDocument();
    expect(screen.queryByText('Running the rumble to the end…')).toBeNull();
  });
});

describe('a rumble that does not exist', () => {
  it('says so and links back to every rumble', async () => {
    const world = await seedRumbleWorld();
    renderRumbles(world.services, '/rumbles/999');
    expect(await screen.findByText(/There is no rumble #999/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rumbles' })).toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'Back to all rumbles' }));
    expect(await screen.findByRole('region', { name: 'All rumbles' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent('/rumbles/start');
  });
});
