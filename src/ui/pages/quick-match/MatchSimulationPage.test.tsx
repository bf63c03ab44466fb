import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { quickMatchServices, renderQuickMatch } from './quick-match.test-support';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });

async function pick(u: ReturnType<typeof user>, team: number, name: string) {
  const box = screen.getByRole('combobox', { name: `Add wrestler to Team ${team}` });
  await u.click(box);
  await u.type(box, name.split(' ')[0]);
  await u.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

const teamList = (team: number) => screen.queryByRole('list', { name: `Team ${team} wrestlers` });
const simulateButton = () => screen.getByRole('button', { name: 'Simulate match' });

describe('building a quick match', () => {
  it('starts with two empty teams and will not simulate until each has a wrestler', async () => {
    renderQuickMatch(await quickMatchServices());
    await screen.findByRole('region', { name: 'Team 1' });
    expect(screen.getByRole('region', { name: 'Team 2' })).toBeInTheDocument();
    expect(simulateButton()).toBeDisabled();
    expect(screen.getByText('Team 1 has no wrestler yet.')).toBeInTheDocument();

    const u = user();
    await pick(u, 1, 'Ada Strong');
    expect(within(teamList(1)!).getByText('Ada Strong')).toBeInTheDocument();
    expect(screen.getByText('Team 2 has no wrestler yet.')).toBeInTheDocument();
    expect(simulateButton()).toBeDisabled();

    await pick(u, 2, 'Bo Small');
    expect(within(teamList(2)!).getByText('Bo Small')).toBeInTheDocument();
    expect(screen.getByText('Ready to simulate.')).toBeInTheDocument();
    expect(simulateButton()).toBeEnabled();
  });

  it('warns of an injured wrestler in the picker and in the team (issue 33: every screen that books them)', async () => {
    const services = await quickMatchServices();
    const bo = (await services.repos.Wrestler.all()).find((w) => w.name === 'Bo Small')!;
    await services.repos.Wrestler.update(bo.id, { injuredUntil: '2099-03-12', injury: 'Torn bicep' });
    renderQuickMatch(services);
    await screen.findByRole('region', { name: 'Team 1' });
    const u = user();
    const box = screen.getByRole('combobox', { name: 'Add wrestler to Team 2' });
    await u.click(box);
    await u.type(box, 'Bo');
    const option = await screen.findByRole('option', { name: /^Bo Small/ });
    expect(option).toHaveTextContent(/out until .*2099 — torn bicep/);
    await u.click(option);
    expect(within(teamList(2)!).getByRole('note')).toHaveTextContent(/Out until .*2099 — torn bicep/);
  });

  it('needs at least two teams: removing one refuses, adding one back allows', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    await screen.findByRole('region', { name: 'Team 1' });
    await pick(u, 1, 'Ada Strong');
    await u.click(screen.getByRole('button', { name: 'Remove Team 2' }));
    expect(screen.queryByRole('region', { name: 'Team 2' })).toBeNull();
    expect(screen.getByText('A match needs at least two teams.')).toBeInTheDocument();
    expect(simulateButton()).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Add team' }));
    await pick(u, 2, 'Cy Mid');
    expect(simulateButton()).toBeEnabled();
  });

  it('refuses a wrestler who is already in the match', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    await screen.findByRole('region', { name: 'Team 1' });
    await pick(u, 1, 'Ada Strong');
    await pick(u, 2, 'Ada Strong');
    expect(await screen.findByText('Ada Strong is already in Team 1.')).toBeInTheDocument();
    expect(teamList(2)).toBeNull();
    expect(simulateButton()).toBeDisabled();
  });

  it('removes a wrestler from a team', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    await screen.findByRole('region', { name: 'Team 1' });
    await pick(u, 1, 'Ada Strong');
    await pick(u, 1, 'Cy Mid');
    await u.click(screen.getByRole('button', { name: 'Remove Ada Strong from Team 1' }));
    expect(within(teamList(1)!).queryByText('Ada Strong')).toBeNull();
    expect(within(teamList(1)!).getByText('Cy Mid')).toBeInTheDocument();
  });

  it('never offers staff such as referees', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    const box = await screen.findByRole('combobox', { name: 'Add wrestler to Team 1' });
    await u.click(box);
    await u.type(box, 'Rita');
    expect(await screen.findByRole('option', { name: /No wrestler matches/ })).toBeInTheDocument();
  });

  it('"Pick for me" fills two singles opponents', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pick for me' }));
    await waitFor(() => expect(simulateButton()).toBeEnabled());
    expect(within(teamList(1)!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(teamList(2)!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('simulates and opens the result at /quick-mode/:seed with the teams in the address', async () => {
    renderQuickMatch(await quickMatchServices());
    const u = user();
    await screen.findByRole('region', { name: 'Team 1' });
    await pick(u, 1, 'Ada Strong');
    await pick(u, 2, 'Bo Small');
    await u.click(simulateButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick mode' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current route' }).textContent).toMatch(
      /^\/quick-mode\/\d+\?type=SINGLES&teams=1-2&stamp=\w+$/,
    );
    expect(await screen.findByRole('region', { name: 'Winner' })).toBeInTheDocument();
  });
});
