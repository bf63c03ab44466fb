import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { PromotionPage } from './PromotionPage';
import { PromotionsPage } from './PromotionsPage';
import { seedServices } from './test-support';

const routes = (
  <Routes>
    <Route path="/promotions" element={<PromotionsPage />} />
    <Route path="/promotions/:companyId" element={<PromotionPage />} />
  </Routes>
);

describe('the promotions pages', () => {
  it('list yours and three rivals with brands, balance and roster, each linking to its page', async () => {
    const { services } = await seedServices();
    renderWithApp(routes, services, '/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions' }, { timeout: 30_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['You', 'Rival', 'Rival', 'Rival']);
    expect(rows[0]).toHaveTextContent('AWE Onslaught, AWE Uprising, AWE Foundry');
    expect(rows[0]).toHaveTextContent('$24,000,000');
    expect(screen.queryByRole('columnheader', { name: 'Nights won' })).toBeNull();

    await userEvent.click(within(table).getByRole('link', { name: 'Vanguard Wrestling Union' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Vanguard Wrestling Union' })).toBeInTheDocument();
    expect(screen.getByText(/A rival: the game runs it, read-only to you/)).toBeInTheDocument();
    const brands = screen.getByRole('region', { name: 'Brands' });
    expect(within(brands).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VWU Voltage: $5,000,000', 'VWU Surge: $3,000,000']);
    expect(within(screen.getByRole('region', { name: 'Champions' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Next shows' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Recent shows' })).getByText('No show of theirs is complete yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Roster \(\d+\)$/ })).getAllByRole('listitem').length).toBeGreaterThan(5);
    // Issue 35: every name there opens the wrestler's page.
    for (const name of ['Champions', /^Roster \(\d+\)$/]) {
      for (const link of within(screen.getByRole('region', { name })).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/career-mode\/\d+$/);
    }
  });

  it('say there are no rivals when the player runs every promotion, pointing to Settings', async () => {
    const { services } = await seedServices({ companyId: null });
    renderWithApp(routes, services, '/promotions');
    expect(await screen.findByText(/You run every promotion: choose one in/, undefined, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('show nights won once the war has a tally, and links to a completed show\'s results', async () => {
    const { services, game } = await seedServices();
    await services.repos.Game.update(game.id, { warTally: [{ year: 2026, nights: 2, wonBy: { '2': 2 } }] });
    const show = (await services.repos.Show.all()).find((s) => s.brandIds.join() === '4')!;
    const done = await services.repos.Production.create({ showId: show.id, brandIds: [4], date: '2026-11-18', complete: true, viewers: 1_200_000 });
    renderWithApp(routes, services, '/promotions');
    expect(await screen.findByRole('columnheader', { name: 'Nights won' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vanguard Wrestling Union' }));
    const recent = await screen.findByRole('region', { name: 'Recent shows' });
    expect(within(recent).getByRole('link', { name: new RegExp(`^${show.name}`) })).toHaveAttribute('href', `/production/${done.id}`);
  });
});
