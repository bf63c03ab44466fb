import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { formatLongDate } from '../../../domain/dates';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { titlesWorld } from './championships.test-support';
import { RankChampionshipsPage } from './RankChampionshipsPage';

const bodyRows = () => within(screen.getByRole('table', { name: 'Championships by rank' })).getAllByRole('row').slice(1);
/** Each row's title, read from its reigns link's accessible name. */
const titles = () => bodyRows().map((row) => within(row).getByRole('link', { name: /^\d+ reigns? of / }).getAttribute('aria-label')?.replace(/^\d+ reigns? of /, ''));

describe('the championship ranking', () => {
  it('orders titles by rank with their holders, days held, defenses, gender, brands and a link to their reigns', async () => {
    const { services, ids } = await titlesWorld();
    renderWithApp(<RankChampionshipsPage />, services, '/rank/championships');

    await screen.findByRole('table', { name: 'Championships by rank' }, SLOW_FIRST_RENDER);
    expect(titles()).toEqual(['World Title', "Women's Title", 'Tag Titles']);
    const [world, women, tag] = bodyRows();
    expect(world).toHaveTextContent('Di Hart');
    expect(world).toHaveTextContent('100 days');
    expect(world).toHaveTextContent(`since ${formatLongDate('2025-12-01')}`);
    expect(within(world).getAllByRole('cell')[4]).toHaveTextContent('2');
    expect(women).toHaveTextContent('1 day');
    expect(women).toHaveTextContent("Women's");
    expect(tag).toHaveTextContent('Bo Reed & Cy Moss');
    expect(tag).toHaveTextContent('South');
    // Issue 35: each holder's name opens their page.
    expect(within(world).getByRole('link', { name: 'Di Hart' })).toHaveAttribute('href', expect.stringMatching(/^\/career-mode\/\d+$/));
    expect(within(tag).getByRole('link', { name: 'Bo Reed' })).toBeInTheDocument();
    expect(within(tag).getByRole('link', { name: 'Cy Moss' })).toBeInTheDocument();
    expect(within(world).getByRole('link', { name: '2 reigns of World Title' })).toHaveAttribute('href', `/reigns?championship=${ids.world}`);
    expect(within(world).getByRole('link', { name: '2 reigns of World Title' })).toHaveTextContent('2 reigns');
    // The sidebar's one Rankings entry lands on wrestlers; this page links back to its siblings.
    const nav = screen.getByRole('navigation', { name: 'Rankings' });
    expect(within(nav).getByRole('link', { name: 'Championships' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Wrestlers' })).toHaveAttribute('href', '/rank/wrestlers');
  });

  it('filters by brand (the game’s own brands too) and by gender', async () => {
    const { services } = await titlesWorld();
    renderWithApp(<RankChampionshipsPage />, services, '/rank/championships');
    const user = userEvent.setup({ delay: null });
    const status = await screen.findByRole('status', {}, SLOW_FIRST_RENDER);
    expect(status).toHaveTextContent('3 of 3 championships shown');

    const brand = screen.getByRole('group', { name: 'Brand' });
    await user.click(within(brand).getByRole('button', { name: 'North' }));
    expect(titles()).toEqual(['World Title', "Women's Title"]);
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: "Women's" }));
    expect(titles()).toEqual(["Women's Title"]);
    expect(status).toHaveTextContent('1 of 3 championships shown');

    // The game runs South only.
    await user.click(within(brand).getByRole('button', { name: 'Your brands' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No championship matches these filters/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Any' }));
    expect(titles()).toEqual(['Tag Titles']);
    await user.click(within(brand).getByRole('button', { name: 'All brands' }));
    expect(titles()).toHaveLength(3);
  });

  it('says how to get championships when there are none', async () => {
    const services = createTestAppServices();
    renderWithApp(<RankChampionshipsPage />, services, '/rank/championships');
    expect(await screen.findByText(/No championships yet/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import the starting championships' })).toHaveAttribute('href', '/import/championships');
  });
});
