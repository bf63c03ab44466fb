import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { careersServices, followedIn, renderCareers } from './careers.test-support';

const user = () => userEvent.setup({ delay: null });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('career mode', () => {
  it('explains the mode on /career-mode/start and starts a career from its chooser', async () => {
    const { services, world } = await careersServices();
    renderCareers(services, '/career-mode/start');

    expect(await screen.findByRole('region', { name: 'How career mode works' }, SLOW_FIRST_RENDER)).toHaveTextContent('follows one wrestler');
    await user().click(await screen.findByRole('button', { name: 'Start career with Bo' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/career-mode/${world.bo.id}`));
    expect(await followedIn(services)).toEqual([world.bo.id]);
  });

  it("shows one career: profile with capped stats, record, next bookings, history, reigns and the goal", async () => {
    const { services, world } = await careersServices((w) => [w.ada.id]);
    renderCareers(services, `/career-mode/${world.ada.id}`);

    // The wrestler's page is titled with the name (h1 and document title); career mode is its breadcrumb.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(document.title).toBe('Ada');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Roster › Career mode');
    expect(within(breadcrumb).getByRole('link', { name: 'Roster' })).toHaveAttribute('href', '/roster');
    expect(screen.queryByRole('heading', { level: 1, name: 'Career mode' })).not.toBeInTheDocument();
    expect(screen.getByText('You follow this career.')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    const stats = within(profile).getByLabelText('Stats');
    expect(stats).toHaveTextContent('Points100'); // stored 140, read capped at 100
    expect(within(profile).getByLabelText('Who')).toHaveTextContent('ClassCruiser');
    expect(within(profile).getByLabelText('Record')).toHaveTextContent('Record (W-L-D)12-3-1');
    expect(within(profile).getByLabelText('Record')).toHaveTextContent('2 wins in a row');
    expect(within(profile).getByLabelText('Contract')).toHaveTextContent('$100 per appearance');

    expect(rowsOf('Next bookings').map(cells)).toEqual([[formatLongDate('2026-03-16'), 'Monday Clash', 'Singles', 'vs Cy', '0:05:00']]);
    expect(rowsOf('Match history').map(cells)).toEqual([
      [formatLongDate('2026-03-09'), 'Monday Clash', 'Tag Team', 'vs Bo, Di (with Cy)', 'Loss', expect.stringContaining('2.00'), '0:15:00'],
      [formatLongDate('2026-03-02'), 'Monday Clash', 'Promo', 'Alone', '—', 'Not rated', '0:05:00'],
      [formatLongDate('2026-03-02'), 'Monday Clash', 'Singles · for World Title', 'vs Bo', 'Win', expect.stringContaining('3.50'), '0:10:00'],
    ]);
    expect(within(rowsOf('Match history')[0]).getByRole('link', { name: 'Monday Clash' })).toHaveAttribute('href', `/production/${world.productions.second.id}`);
    // Issue 35: the other wrestlers' names open their pages.
    expect(within(rowsOf('Match history')[0]).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', `/career-mode/${world.bo.id}`);
    expect(within(rowsOf('Match history')[0]).getByRole('link', { name: 'Cy' })).toHaveAttribute('href', `/career-mode/${world.cy.id}`);
    expect(rowsOf('Championship reigns').map((row) => cells(row).slice(0, 2).concat(cells(row).slice(3)))).toEqual([
      ['World Title', '—', 'Current', '10 days', '1'],
      ["Women's Tag Titles", 'Cy', formatLongDate('2025-02-01'), '31 days', '3'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Championship reigns' })).getByRole('link', { name: 'Cy' })).toHaveAttribute('href', `/career-mode/${world.cy.id}`);
  });

  it('sets and clears the championship goal through the roster use cases', async () => {
    const { services, world } = await careersServices();
    renderCareers(services, `/career-mode/${world.ada.id}`);
    const select = await screen.findByRole('combobox', { name: 'Championship goal' }, SLOW_FIRST_RENDER);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['No goal', "Women's Tag Titles", 'World Title']);

    await user().selectOptions(select, 'World Title');
    await waitFor(async () => expect((await services.repos.Wrestler.get(world.ada.id))?.goalIds).toEqual([world.world.id]));
    expect(await screen.findByText('Chasing the World Title.')).toBeInTheDocument();

    await user().selectOptions(screen.getByRole('combobox', { name: 'Championship goal' }), 'No goal');
    await waitFor(async () => expect((await services.repos.Wrestler.get(world.ada.id))?.goalIds).toEqual([]));
  });

  it('pages a long history ten shows at a time, reading each page when it is asked for', async () => {
    const { services, world } = await careersServices();
    const { repos } = services;
    for (let i = 0; i < 12; i += 1) {
      const [mine, theirs] = await repos.Appearance.bulkCreate([
        { wrestlerId: world.ada.id, groupId: 1, winner: true }, { wrestlerId: world.cy.id, groupId: 2, loser: true },
      ]);
      await repos.Segment.create({ type: 'SINGLES', complete: true, rating: 1, date: `2025-10-${String(i + 10)}`, appearanceIds: [mine.id, theirs.id] });
    }
    renderCareers(services, `/career-mode/${world.ada.id}`);
    await screen.findByRole('table', { name: 'Match history' }, SLOW_FIRST_RENDER);

    // Two shows and twelve segments no production holds (each a show of its own).
    expect(screen.getByText(/14 shows, newest first · page 1 of 2/)).toBeInTheDocument();
    // The first show had two segments.
    expect(rowsOf('Match history')).toHaveLength(11);
    await user().click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(rowsOf('Match history')).toHaveLength(4));
    expect(screen.getByText(/page 2 of 2/)).toBeInTheDocument();
    // The oldest, a segment no production holds, dated by itself.
    expect(cells(rowsOf('Match history')[3]).slice(0, 2)).toEqual([formatLongDate('2025-10-10'), 'No production']);
  });

  it('follows a career from its screen, and says so when the wrestler or the address is unknown', async () => {
    const { services, world } = await careersServices();
    const { unmount } = renderCareers(services, `/career-mode/${world.cy.id}`);
    await user().click(await screen.findByRole('button', { name: 'Follow this career' }, SLOW_FIRST_RENDER));
    expect(await screen.findByText('You follow this career.')).toBeInTheDocument();
    expect(await followedIn(services)).toEqual([world.cy.id]);
    unmount();

    const second = renderCareers(services, '/career-mode/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No wrestler has the id 999 in this game.');
    expect(screen.getByRole('heading', { level: 1, name: 'Wrestler not found' })).toBeInTheDocument();
    // The document's title follows the heading in an effect: waited for (a loaded run read it a moment early).
    await waitFor(() => expect(document.title).toBe('Wrestler not found'));
    expect(screen.getByRole('link', { name: 'Back to the roster' })).toHaveAttribute('href', '/roster');
    second.unmount();

    renderCareers(services, '/career-mode/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('“nobody” is not a career.');
    expect(screen.getByRole('heading', { level: 1, name: 'Career mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'roster' })).toHaveAttribute('href', '/roster');
  });
});
