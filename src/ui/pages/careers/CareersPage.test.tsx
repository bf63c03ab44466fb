import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { waitForDialogsGone } from '../../testing/dialog-gone';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { careersServices, followedIn, renderCareers } from './careers.test-support';

const user = () => userEvent.setup({ delay: null });
const bodyRows = () => within(screen.getByRole('table', { name: 'Followed careers' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the careers screen', () => {
  it('says what to do with no career, and starting one from the searchable chooser follows it and opens it', async () => {
    const { services, world } = await careersServices();
    renderCareers(services, '/careers');

    const followed = await screen.findByRole('region', { name: 'Followed careers' }, SLOW_FIRST_RENDER);
    expect(followed).toHaveTextContent('You follow no career yet');
    const chooser = screen.getByRole('region', { name: 'Start a career' });
    // Active in-ring wrestlers only: not the retired Di, not the referee.
    expect(within(chooser).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Ada'), expect.stringContaining('Bo'), expect.stringContaining('Cy'),
    ]);

    await user().type(within(chooser).getByRole('searchbox', { name: 'Search wrestlers' }), 'cy');
    expect(within(chooser).getAllByRole('listitem')).toHaveLength(1);
    await user().click(within(chooser).getByRole('button', { name: 'Start career with Cy' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/career-mode/${world.cy.id}`));
    expect(await followedIn(services)).toEqual([world.cy.id]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cy' })).toBeInTheDocument();
  });

  it('lists a followed career with brand, record, titles and last match, and Continue opens it', async () => {
    const { services, world } = await careersServices((w) => [w.ada.id]);
    renderCareers(services, '/careers');
    await screen.findByRole('table', { name: 'Followed careers' }, SLOW_FIRST_RENDER);

    const [wrestler, brand, record, titles, last] = cells(bodyRows()[0]);
    expect([wrestler, brand, record, titles]).toEqual(['Ada', 'North', '12-3-1', 'World Title']);
    expect(last).toBe(`${formatLongDate('2026-03-09')}: Monday Clash, Tag Team vs Bo, Di (with Cy) · Loss`);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Monday Clash' })).toHaveAttribute('href', `/production/${world.productions.second.id}`);
    // The chooser says Ada is already followed instead of offering a second career.
    expect(screen.queryByRole('button', { name: 'Start career with Ada' })).toBeNull();

    await user().click(screen.getByRole('button', { name: "Continue Ada's career" }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/career-mode/${world.ada.id}`));
  });

  it('stops following only after confirmation, and keeps the wrestler as they were', async () => {
    const { services, world } = await careersServices((w) => [w.ada.id, w.bo.id]);
    renderCareers(services, '/careers');
    await screen.findByRole('table', { name: 'Followed careers' }, SLOW_FIRST_RENDER);

    await user().click(screen.getByRole('button', { name: 'Stop following Ada' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop following Ada?' }, SLOW_FIRST_RENDER);
    await user().click(await within(dialog).findByRole('button', { name: 'Keep following' }, SLOW_FIRST_RENDER));
    await waitForDialogsGone();
    expect(await followedIn(services)).toEqual([world.ada.id, world.bo.id]);

    // Reachable again once the closing dialog has let go of the page (aria-hidden).
    await user().click(await screen.findByRole('button', { name: 'Stop following Ada' }, SLOW_FIRST_RENDER));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop following Ada?' }, SLOW_FIRST_RENDER);
    await user().click(await within(confirm).findByRole('button', { name: 'Stop following' }, SLOW_FIRST_RENDER));

    await waitFor(() => expect(bodyRows().map((row) => cells(row)[0])).toEqual(['Bo']));
    expect(await followedIn(services)).toEqual([world.bo.id]);
    expect(await services.repos.Wrestler.get(world.ada.id)).toMatchObject({ wins: 12, active: true });
  });
});
