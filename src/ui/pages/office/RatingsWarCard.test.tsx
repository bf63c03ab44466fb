import { screen, within } from '@testing-library/react';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { formatLongDate } from '../../../domain/dates';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { WAR_BOARD } from '../ratings/war/war-board-fixture';
import { RatingsWarCard } from './RatingsWarCard';

describe('the office\'s ratings war card', () => {
  it('shows the latest week\'s nights with their winners, the season so far and a link to /ratings', async () => {
    const services = createTestAppServices();
    vi.spyOn(services.war, 'officeCard').mockResolvedValue({ ...WAR_BOARD, nights: WAR_BOARD.nights.slice(0, 1) });
    renderWithApp(<RatingsWarCard date="2026-12-06" />, services, '/office');

    const card = await screen.findByRole('region', { name: 'Ratings war' }, SLOW_FIRST_RENDER);
    const nights = await within(card).findByRole('list', { name: 'Latest week\'s nights' });
    expect(within(nights).getAllByRole('listitem')).toHaveLength(1);
    expect(nights).toHaveTextContent(`${formatLongDate('2026-12-02')}: Rival Co won by forfeit`);
    expect(nights).toHaveTextContent('Home Weekly (Player Co): not played');
    expect(nights).toHaveTextContent('Away Weekly (Rival Co): 100%, 900K viewers, 2.4★');
    expect(nights).toHaveTextContent('Home Weekly not played: Away Weekly had the night alone');
    expect(card).toHaveTextContent('Season 2026: 2 contested nights: Player Co 1, Rival Co 1.');
    expect(within(card).getByRole('link', { name: 'Open the ratings war' })).toHaveAttribute('href', '/ratings');
  });

  it('says how to face rivals when the player runs every promotion (a new game, real services)', async () => {
    renderWithApp(<RatingsWarCard date="2026-11-22" />, createTestAppServices(), '/office');
    const card = await screen.findByRole('region', { name: 'Ratings war' }, SLOW_FIRST_RENDER);
    expect(await within(card).findByText('You run every promotion: choose one in Settings to face rivals.')).toBeInTheDocument();
  });
});
