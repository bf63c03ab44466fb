import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { seedTestWorld } from './production-test-world';
import { ProductionsRoute } from './ProductionsRoute';

const renderList = (services: ReturnType<typeof createTestAppServices>) =>
  renderWithApp(<Routes><Route path="/production/*" element={<ProductionsRoute />} /></Routes>, services, '/production/select');

describe('the productions list', () => {
  it('points to the show schedule when there is no production yet', async () => {
    renderList(createTestAppServices());
    expect(await screen.findByText(/No productions yet/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'show schedule' })).toHaveAttribute('href', '/schedule/shows');
  });

  it('lists productions newest first with status, viewers and payout, filtered by show and status', async () => {
    const services = createTestAppServices();
    const world = await seedTestWorld(services);
    const other = await services.repos.Show.create({ name: 'NPW Quickfire', brandIds: [world.brandId] });
    const later = await services.production.createProduction({ showId: other.id, date: '2026-11-29' });
    await services.repos.Production.update(world.production.id, { complete: true, viewers: 2_100_000, payout: 1_234_500 });

    renderList(services);
    const table = await screen.findByRole('table', { name: 'Productions' }, SLOW_FIRST_RENDER);
    // A phone scrolls the table inside its own region (a seven-figure payout once widened the page).
    expect(screen.getByRole('region', { name: 'Productions table' })).toContainElement(table);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^NPW Quickfire.*Booking——$/),
      expect.stringMatching(/^NPW Friction.*Complete2\.1M\$1,234,500$/),
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'NPW Quickfire' })).toHaveAttribute('href', `/production/${later.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 of 2 productions shown'));
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'NPW Friction' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'NPW Quickfire');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('link', { name: 'NPW Friction' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 productions shown');
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'NPW Quickfire' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('table')).getByRole('link', { name: 'NPW Quickfire' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^NPW Quickfire on / })).toBeInTheDocument();
  });

  it('pages a long list 25 at a time', async () => {
    const services = createTestAppServices();
    const world = await seedTestWorld(services);
    const show = await services.repos.Show.create({ name: 'Weekly', brandIds: [world.brandId] });
    await services.repos.Production.bulkCreate(Array.from({ length: 29 }, (_, i) => ({ showId: show.id, date: `2025-0${1 + Math.floor(i / 10)}-${String(10 + (i % 10))}`, complete: true })));

    renderList(services);
    const table = await screen.findByRole('table', { name: 'Productions' }, SLOW_FIRST_RENDER);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('30 of 30 productions shown · page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(5));
    // The oldest last.
    expect(within(screen.getByRole('table')).getAllByRole('row').at(-1)).toHaveTextContent(/^Weekly/);
    expect(screen.getByRole('status')).toHaveTextContent('page 2 of 2');
  });
});
