import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { titlesWorld } from './championships.test-support';
import { ReignsPage } from './ReignsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const renderAt = (services: Parameters<typeof renderWithApp>[1], path: string) =>
  renderWithApp(
    <>
      <ReignsPage />
      <Where />
    </>,
    services,
    path,
  );

const bodyRows = () => within(screen.getByRole('table', { name: 'Reigns' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the reigns screen', () => {
  it('lists every reign newest first, current ones marked and counted to the game date, with record holders', async () => {
    const { services } = await titlesWorld();
    renderAt(services, '/reigns');
    await screen.findByRole('table', { name: 'Reigns' }, SLOW_FIRST_RENDER);

    expect(bodyRows().map(cells)).toEqual([
      ["Women's Title", 'Ada Lane', formatLongDate('2026-03-10'), 'Current', '1 day', '1'],
      ['Tag Titles', 'Bo Reed & Cy Moss', formatLongDate('2026-03-01'), 'Current', '10 days', '0'],
      ['World Title', 'Di Hart', formatLongDate('2025-12-01'), 'Current', '100 days', '2'],
      ['World Title', 'Bo Reed', formatLongDate('2025-01-01'), formatLongDate('2025-12-01'), '334 days', '4'],
    ]);
    expect(screen.getByText('4 reigns, newest first')).toHaveAttribute('role', 'status');
    const days = screen.getByRole('region', { name: 'Most days as champion' });
    expect(within(days).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bo Reed344 days · 2 reigns', 'Di Hart100 days · 1 reign', 'Cy Moss10 days · 1 reign', 'Ada Lane1 day · 1 reign',
    ]);
    const defenses = screen.getByRole('region', { name: 'Most defenses' });
    expect(within(defenses).getAllByRole('listitem')[0]).toHaveTextContent('Bo Reed4 · 2 reigns');
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });

  it("shows one title's reigns from the address, and changes title from the selector", async () => {
    const { services, ids } = await titlesWorld();
    renderAt(services, `/reigns?championship=${ids.world}`);
    const select = await screen.findByRole('combobox', { name: 'Championship' }, SLOW_FIRST_RENDER);
    await screen.findByRole('table', { name: 'Reigns' });
    expect(select).toHaveValue(String(ids.world));
    expect(bodyRows().map((row) => cells(row)[1])).toEqual(['Di Hart', 'Bo Reed']);

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(select, 'Tag Titles');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/reigns?championship=${ids.tag}`);
    await screen.findByText('1 reign, newest first');
    expect(bodyRows().map((row) => cells(row)[1])).toEqual(['Bo Reed & Cy Moss']);

    await user.selectOptions(select, 'All championships');
    await screen.findByText('4 reigns, newest first');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/reigns$/);
  });

  it('says so when the address names a title the game does not have, and shows every reign', async () => {
    const { services } = await titlesWorld();
    renderAt(services, '/reigns?championship=999');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent('not in this game any more');
    expect(bodyRows()).toHaveLength(4);
  });

  it('pages a long history twenty at a time, the page kept in the address', async () => {
    const { services, ids } = await titlesWorld();
    // 25 more past reigns of the World Title, one a month back from 2024.
    await services.repos.Reign.bulkCreate(
      Array.from({ length: 25 }, (_, i) => ({
        championshipId: ids.world, wrestlerIds: [ids.bo], defenses: 0,
        startDate: `${2022 - Math.floor(i / 12)}-${String(12 - (i % 12)).padStart(2, '0')}-01`,
        endDate: `${2022 - Math.floor(i / 12)}-${String(12 - (i % 12)).padStart(2, '0')}-20`,
      })),
    );
    renderAt(services, `/reigns?championship=${ids.world}`);
    await screen.findByRole('table', { name: 'Reigns' }, SLOW_FIRST_RENDER);
    expect(screen.getByText('27 reigns, newest first · page 1 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(cells(bodyRows()[0])[2]).toBe(formatLongDate('2025-12-01'));

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`/reigns?championship=${ids.world}&page=2`);
    // The oldest is last.
    expect(cells(bodyRows()[6])[2]).toBe(formatLongDate('2020-12-01'));
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
