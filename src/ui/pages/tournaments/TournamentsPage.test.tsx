import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDuration, formatRating } from '../../../domain/format';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderTournaments, tournamentServices } from './tournaments.test-support';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });
const createButton = () => screen.getByRole('button', { name: 'Create tournament' });
const match = (name: string) => screen.getByRole('listitem', { name });

async function createSeededFour(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('button', { name: '4 entrants' }));
  await u.type(screen.getByRole('textbox', { name: /Name/ }), 'Spring Cup');
  await u.click(createButton());
  return screen.findByRole('region', { name: 'Spring Cup' });
}

describe('the tournaments screen', () => {
  it('says what to do when there is no tournament yet', async () => {
    renderTournaments(await tournamentServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(await screen.findByText(/No tournaments yet\. Create one with the form below/)).toBeInTheDocument();
  });

  it('creates a bracket seeded by points: the best seed meets the worst, the top two apart', async () => {
    const services = await tournamentServices();
    renderTournaments(services);
    const u = user();
    const bracket = await createSeededFour(u);
    expect(within(bracket).getByRole('heading', { name: 'Semi-finals' })).toBeInTheDocument();
    expect(within(bracket).getByRole('heading', { name: 'Final' })).toBeInTheDocument();
    expect(match('Semi-finals, match 1')).toHaveTextContent(/Ada Strong.*Di Mid/);
    expect(match('Semi-finals, match 2')).toHaveTextContent(/Bo Small.*Cy Mid/);
    expect(match('Final, match 1')).toHaveTextContent(/To be decided.*To be decided/);
    const row = within(screen.getByRole('table', { name: 'Tournaments' })).getByRole('row', { name: /Spring Cup/ });
    expect(row).toHaveTextContent(/Spring Cup.*4.*Not started/);
    expect((await services.repos.Tournament.all())[0].name).toBe('Spring Cup');
  });

  it('plays a match, then the round, then to the end, and crowns the champion', async () => {
    const services = await tournamentServices();
    renderTournaments(services);
    const u = user();
    await createSeededFour(u);

    await u.click(screen.getByRole('button', { name: 'Play next match' }));
    expect(await screen.findByText('Played 1 match.')).toBeInTheDocument();
    await waitFor(() => expect(within(match('Semi-finals, match 1')).getByText('Won')).toBeInTheDocument());
    const [afterOne] = await services.repos.Tournament.all();
    expect(match('Semi-finals, match 1')).toHaveTextContent(
      `Rating ${formatRating(afterOne.ratings[0][0])} · ${formatDuration(afterOne.durations[0][0])}`,
    );
    expect(within(match('Semi-finals, match 2')).getByText('Up next')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play next match' })).toHaveFocus(); // the bracket stays while it reloads

    await u.click(screen.getByRole('button', { name: 'Play round' }));
    expect(await screen.findByText('Played 1 match.')).toBeInTheDocument();
    await waitFor(() => expect(within(match('Semi-finals, match 2')).getByText('Won')).toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Run to the end' }));
    expect(await screen.findByText('Played 1 match. The tournament is over.')).toBeInTheDocument();
    const [stored] = await services.repos.Tournament.all();
    const champion = (await services.repos.Wrestler.get(stored.winnerId!))!;
    await waitFor(() => expect(within(match('Final, match 1')).getByText('Champion')).toBeInTheDocument());
    expect(within(match('Final, match 1')).getByText(champion.name)).toBeInTheDocument();
    expect(screen.getByText(`${champion.name} wins Spring Cup.`)).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent(`${champion.name} wins Spring Cup.`); // focus moves to the news
    expect(screen.queryByRole('button', { name: 'Play next match' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Tournaments' })).getByRole('row', { name: /Spring Cup/ })).toHaveTextContent(
      new RegExp(`Complete.*${champion.name}`),
    );
    expect(champion.wins).toBe(2); // the results counted in the record
  });

  // Many clicks through Fluent's combobox: slow in jsdom when the machine is busy.
  it('builds the bracket from entrants chosen by hand, in the order picked', { timeout: 90_000 }, async () => {
    const services = await tournamentServices();
    renderTournaments(services);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: 'Choose entrants' }));
    await u.click(screen.getByRole('button', { name: '4 entrants' }));
    for (const name of ['Flo Low', 'Ada Strong', 'Ed Low']) {
      await u.click(screen.getByRole('combobox', { name: /Add an entrant/ }));
      await u.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
    }
    expect(createButton()).toBeDisabled();
    expect(screen.getByText('Choose 1 more entrant.')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: /Add an entrant/ });
    await u.click(box);
    await u.type(box, 'Rita'); // a referee never wrestles
    expect(await screen.findByRole('option', { name: /No eligible wrestler matches/ })).toBeInTheDocument();
    await u.clear(box);
    await u.click(await screen.findByRole('option', { name: /^Bo Small/ }));

    await u.click(createButton());
    await screen.findByRole('region', { name: 'Tournament' });
    expect(match('Semi-finals, match 1')).toHaveTextContent(/Flo Low.*Ada Strong/);
    expect(match('Semi-finals, match 2')).toHaveTextContent(/Ed Low.*Bo Small/);
  });

  it('will not create a field bigger than the eligible roster', async () => {
    renderTournaments(await tournamentServices(3));
    const u = user();
    await u.click(await screen.findByRole('button', { name: '4 entrants' }));
    expect(screen.getByText(/Only 3 eligible wrestlers for a field of 4/)).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('deletes a tournament only after the player confirms', async () => {
    const services = await tournamentServices();
    renderTournaments(services);
    const u = user();
    await createSeededFour(u);
    await u.click(screen.getByRole('button', { name: 'Delete tournament' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring Cup?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await services.repos.Tournament.count()).toBe(1);

    await u.click(await screen.findByRole('button', { name: 'Delete tournament' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No tournaments yet/)).toBeInTheDocument();
    expect(await services.repos.Tournament.count()).toBe(0);
    expect(screen.queryByRole('region', { name: 'Spring Cup' })).toBeNull();
  });

  it('opens a bracket from the address, and says so when it does not exist', async () => {
    const services = await tournamentServices();
    const { id } = await services.tournaments.create({ size: 4, name: 'Linked Cup' });
    const { unmount } = renderTournaments(services, `/tournaments?id=${id}`);
    expect(await screen.findByRole('region', { name: 'Linked Cup' })).toBeInTheDocument();
    unmount();
    renderTournaments(services, '/tournaments?id=99');
    expect(await screen.findByText(/There is no tournament #99/)).toBeInTheDocument();
  });

  it('keeps its title and shows the error when the tournaments cannot be read', async () => {
    const services = await tournamentServices();
    vi.spyOn(services.tournaments, 'list').mockRejectedValue(new Error('disk gone'));
    renderTournaments(services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong: disk gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
  });
});
