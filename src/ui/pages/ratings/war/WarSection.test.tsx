import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createTestAppServices } from '../../../../../tests/support/app-services';
import { formatLongDate } from '../../../../domain/dates';
import { stubLayoutForFocusManagement } from '../../../testing/jsdom-layout';
import { renderWithApp } from '../../../testing/render';
import { SLOW_FIRST_RENDER } from '../../../testing/slow-render';
import { RatingsPage } from '../RatingsPage';
import { OLD_NIGHT, UPSET_NIGHT, WAR_BOARD } from './war-board-fixture';
import { WarSection } from './WarSection';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  // Unmounted before the stubs go: the chart's effects must not run on a bare SVG.
  cleanup();
  restoreLayout();
  vi.unstubAllGlobals();
});

describe('the ratings war on /ratings', () => {
  it('tables every night with its shows and winner, the season so far, and charts nights won', async () => {
    const services = createTestAppServices();
    const board = vi.spyOn(services.war, 'board').mockResolvedValue(WAR_BOARD);
    renderWithApp(<WarSection />, services, '/ratings');

    const section = await screen.findByRole('region', { name: 'Ratings war' }, SLOW_FIRST_RENDER);
    const table = await within(section).findByRole('table', { name: 'Ratings war nights' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(formatLongDate('2026-12-02'));
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('Rival Co won by forfeit');
    expect(within(rows[1]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home Weekly (Player Co): 56%, 2.1M viewers, 3.5★',
      'Away Weekly (Rival Co): 44%, 1M viewers, 2★',
    ]);
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('Player Co won');
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent("Home Weekly drew 2.1M to Away Weekly's 1M");
    expect(within(section).getByRole('list', { name: 'Nights won this year' })).toHaveTextContent('Player Co (you): 1 night (50%)');
    // Drawn once its place is near the screen (at once without IntersectionObserver); its own legend.
    await waitFor(() => expect(section.querySelector('svg')).not.toBeNull());
    expect(within(section).getByRole('list', { name: 'Nights won this year: lines' })).toHaveTextContent('Player CoRival Co');
    expect(board).toHaveBeenCalledWith(8);

    // The table's region scrolls sideways from the keyboard: a Tab stop with a name.
    expect(within(section).getByRole('region', { name: 'Ratings war table' })).toHaveAttribute('tabindex', '0');
  });

  it("shows each night's viewers, ratings and reason, naming an upset; an older night shows what it has (issue 35)", async () => {
    const services = createTestAppServices();
    vi.spyOn(services.war, 'board').mockResolvedValue({ ...WAR_BOARD, nights: [...WAR_BOARD.nights, UPSET_NIGHT, OLD_NIGHT] });
    renderWithApp(<WarSection />, services, '/ratings');

    const table = await screen.findByRole('table', { name: 'Ratings war nights' }, SLOW_FIRST_RENDER);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Night', 'Shows', 'Winner', 'Why']);
    const upset = within(table).getByRole('row', { name: new RegExp(formatLongDate('2026-11-18')) });
    expect(within(upset).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Away Weekly (Rival Co): 51%, 880K viewers, 4.6★',
      'Home Weekly (Player Co): 49%, 1M viewers, 1.9★',
    ]);
    expect(within(upset).getByRole('cell', { name: 'Rival Co won: an upset' })).toBeInTheDocument();
    expect(within(upset).getByRole('cell', { name: "Upset: Away Weekly's 4.6★ card beat Home Weekly's 1.9★ though it had 12% fewer viewers" })).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: new RegExp(formatLongDate('2026-11-11')) });
    expect(within(old).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home Weekly (Player Co): 60%, 1M viewers',
      'Away Weekly (Rival Co): 40%, 1.2M viewers',
    ]);
    expect(within(old).getByRole('cell', { name: 'Player Co won' })).toBeInTheDocument();
    expect(within(old).getByRole('cell', { name: 'Not recorded for this night.' })).toBeInTheDocument();
  });

  it('draws its chart, below the table, only when the player scrolls near it', async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    });
    const services = createTestAppServices();
    vi.spyOn(services.war, 'board').mockResolvedValue(WAR_BOARD);
    renderWithApp(<WarSection />, services, '/ratings');
    const section = await screen.findByRole('region', { name: 'Ratings war' }, SLOW_FIRST_RENDER);
    await within(section).findByRole('table', { name: 'Ratings war nights' });
    await waitFor(() => expect(observed).toHaveLength(1));
    expect(observed[0]).toHaveAttribute('aria-busy', 'true');
    expect(section.querySelector('svg')).toBeNull();
    expect(within(section).getByRole('list', { name: 'Nights won this year: lines' })).toHaveTextContent('Player CoRival Co');

    act(() => seen?.([{ isIntersecting: true }]));
    await waitFor(() => expect(section.querySelector('svg')).not.toBeNull());
    expect(observed[0]).not.toHaveAttribute('aria-busy');
  });

  it('is on /ratings, and says how to face rivals in a game without them', async () => {
    renderWithApp(<RatingsPage />, createTestAppServices(), '/ratings');
    const section = await screen.findByRole('region', { name: 'Ratings war' }, SLOW_FIRST_RENDER);
    expect(await within(section).findByText('You run every promotion: choose one in Settings to face rivals.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
