import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { RankWrestlersPage } from './RankWrestlersPage';
import { servicesWithRoster } from './rankings.test-support';

/** Each body row as [rank, name, then the chosen columns]. */
const table = () => screen.getByRole('table', { name: 'Wrestler rankings' });
const rows = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
const ranksAndNames = () => rows().map(([rank, name]) => `${rank} ${name}`);

describe('the rank wrestlers screen', () => {
  it('shows the figures rounded as the roster does: popularity and charisma whole, points to the tenth (issue 35)', async () => {
    const services = await servicesWithRoster(({ north }) => [
      { name: 'Ada', brandIds: [north], points: 61.25, popularity: 64.44999999999999, charisma: 33.3333, followers: 1234.567 },
    ]);
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');
    await screen.findByRole('table', { name: 'Wrestler rankings' }, SLOW_FIRST_RENDER);
    expect(rows()[0]).toEqual(['1', 'Ada', 'North', '61.3', '0', '—', '64', '33', '1,235', '0']);
  });

  it('says how to fill an empty roster', async () => {
    const services = createTestAppServices();
    await services.game.load();
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');
    expect(await screen.findByText(/No active wrestlers on your brands yet/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import the starting roster' })).toHaveAttribute('href', '/import/wrestlers');
    const nav = screen.getByRole('navigation', { name: 'Rankings' });
    expect(within(nav).getByRole('link', { name: 'Wrestlers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/leagues');
    expect(within(nav).getByRole('link', { name: 'Alignment' })).not.toHaveAttribute('aria-current');
  });

  it('ranks by points with ties sharing a rank, reads stats capped, and re-ranks by a measure chosen from the keyboard', async () => {
    const services = await servicesWithRoster(({ north, south }) => [
      { name: 'Ada', brandIds: [north], points: 130, wins: 2, losses: 2 },
      { name: 'Bo', brandIds: [south], points: 100, wins: 9, losses: 1, gender: 'FEMALE' },
      { name: 'Cy', brandIds: [north], points: 60, wins: 3, losses: 1 },
      { name: 'Ref', brandIds: [north], points: 99, role: 'REFEREE' },
      { name: 'Gone', brandIds: [north], points: 99, active: false },
    ]);
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');

    await screen.findByRole('table', { name: 'Wrestler rankings' }, SLOW_FIRST_RENDER);
    expect(screen.getByRole('status')).toHaveTextContent('3 wrestlers ranked by Points');
    expect(ranksAndNames()).toEqual(['1 Ada', '1 Bo', '3 Cy']);
    expect(rows()[0]).toEqual(['1', 'Ada', 'North', '100', '2', '50.0%', '0', '10', '1,000', '0']);
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveAttribute('aria-sort', 'descending');

    const user = userEvent.setup({ delay: null });
    const winPct = screen.getByRole('button', { name: 'Win %' });
    winPct.focus();
    await user.keyboard('{Enter}');
    expect(winPct).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 wrestlers ranked by Win %');
    expect(ranksAndNames()).toEqual(['1 Bo', '2 Cy', '3 Ada']);
    expect(screen.getByRole('columnheader', { name: 'Win %' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Points' })).not.toHaveAttribute('aria-sort');
  });

  it('marks an injured wrestler with the injury badge (issue 15)', async () => {
    const services = await servicesWithRoster(({ north }) => [
      { name: 'Ada', brandIds: [north], points: 90, injuredUntil: '2099-03-12', injury: 'Torn ACL' },
      { name: 'Bo', brandIds: [north], points: 80 },
    ]);
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');
    await screen.findByRole('table', { name: 'Wrestler rankings' }, SLOW_FIRST_RENDER);
    const [ada, bo] = within(table()).getAllByRole('row').slice(1);
    expect(within(ada).getByRole('note', { name: `Out until ${formatLongDate('2099-03-12')} — torn ACL` })).toBeInTheDocument();
    expect(within(bo).queryByRole('note')).toBeNull();
  });

  it('filters by brand and gender, numbering from 1 within the filter', async () => {
    const services = await servicesWithRoster(({ north, south }) => [
      { name: 'Ada', brandIds: [north], points: 90 },
      { name: 'Bo', brandIds: [south], points: 95, gender: 'FEMALE' },
      { name: 'Cy', brandIds: [north], points: 50, gender: 'FEMALE' },
    ]);
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');
    await screen.findByRole('table', { name: 'Wrestler rankings' }, SLOW_FIRST_RENDER);
    const user = userEvent.setup({ delay: null });

    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'North' }));
    expect(ranksAndNames()).toEqual(['1 Ada', '2 Cy']);
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Women' }));
    expect(ranksAndNames()).toEqual(['1 Cy']);
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'South' }));
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Men' }));
    expect(screen.getByText('No wrestler matches these filters. Choose another brand or gender.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'All brands' }));
    expect(ranksAndNames()).toEqual(['1 Ada']);
  });

  it('pages a long roster 25 at a time and starts again at page 1 when the sort changes', async () => {
    const services = await servicesWithRoster(({ north }) =>
      Array.from({ length: 30 }, (_, i) => ({ name: `W${String(i + 1).padStart(2, '0')}`, brandIds: [north], points: 90 - i, wins: i })),
    );
    renderWithApp(<RankWrestlersPage />, services, '/rank/wrestlers');
    await screen.findByRole('table', { name: 'Wrestler rankings' }, SLOW_FIRST_RENDER);
    expect(rows()).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('30 wrestlers ranked by Points, 1–25 shown');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(ranksAndNames()).toEqual(['26 W26', '27 W27', '28 W28', '29 W29', '30 W30']);
    await user.click(screen.getByRole('button', { name: 'Wins' }));
    expect(ranksAndNames()[0]).toBe('1 W30');
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
