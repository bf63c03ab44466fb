import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { LeaguesPage } from './LeaguesPage';
import { servicesWithRoster } from './rankings.test-support';

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('the leagues screen', () => {
  it("tabulates the men's league of every brand from wins, draws and losses, then one brand's women", async () => {
    const services = await servicesWithRoster(({ north, south }) => [
      { name: 'Draw King', brandIds: [north], wins: 0, draws: 6, losses: 1 },
      { name: 'Ace', brandIds: [south], wins: 2, losses: 3, streak: 1 },
      { name: 'Top', brandIds: [north], wins: 4, draws: 1, streak: 4 },
      { name: 'Twin', brandIds: [north], wins: 2 },
      { name: 'Rookie', brandIds: [south] },
      { name: 'Queen', brandIds: [north], wins: 1, draws: 1, losses: 1, gender: 'FEMALE' },
      { name: 'Duchess', brandIds: [south], wins: 5, gender: 'FEMALE' },
    ]);
    renderWithApp(<LeaguesPage />, services, '/leagues');

    const table = await screen.findByRole('table', { name: "All brands: Men's league" }, SLOW_FIRST_RENDER);
    expect(within(table).getAllByRole('columnheader').map((h) => h.getAttribute('aria-label') ?? h.textContent)).toEqual([
      'Position', 'Wrestler', 'Brand', 'Played', 'Won', 'Drawn', 'Lost', 'League points', 'Win percentage', 'Current winning streak',
    ]);
    expect(bodyRows("All brands: Men's league")).toEqual([
      ['1', 'Top', 'North', '5', '4', '1', '0', '13', '80.0%', 'W4'],
      ['2', 'Ace', 'South', '5', '2', '0', '3', '6', '40.0%', 'W1'],
      ['2', 'Twin', 'North', '2', '2', '0', '0', '6', '100.0%', '—'],
      ['4', 'Draw King', 'North', '7', '0', '6', '1', '6', '0.0%', '—'],
      ['5', 'Rookie', 'South', '0', '0', '0', '0', '0', '—', '—'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5 wrestlers in this league');

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Women' }));
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'North' }));
    expect(bodyRows("North: Women's league")).toEqual([['1', 'Queen', 'North', '3', '1', '1', '1', '4', '33.3%', '—']]);
    // A league is always one gender: there is no chip that mixes them.
    expect(within(screen.getByRole('group', { name: 'Gender' })).queryByRole('button', { name: 'All' })).toBeNull();
  });
});
