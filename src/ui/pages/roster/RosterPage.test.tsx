import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RosterRow } from '../../../application/office';
import { createFakeServices } from '../../testing/fake-services';
import { createFakeOffice } from '../../testing/fake-new-game';
import { renderWithApp } from '../../testing/render';
import { RosterPage } from './RosterPage';
import { filterRoster, initialRosterFilter } from './roster-filter';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';

// jsdom lays nothing out, so the virtual list would draw no row: draw them all.
vi.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: ({ count, estimateSize }: { count: number; estimateSize: () => number }) => ({
    getTotalSize: () => count * estimateSize(),
    getVirtualItems: () => Array.from({ length: count }, (_, index) => ({ index, start: index * estimateSize(), key: index })),
  }),
}));

const row = (id: number, name: string, changes: Partial<RosterRow> = {}): RosterRow => ({
  id,
  name,
  brandNames: ['Northgate Pro'],
  gender: 'MALE',
  class: 'WRESTLER',
  alignment: 'GOOD',
  role: 'WRESTLER',
  points: 50,
  popularity: 40,
  active: true,
  staff: false,
  injuredUntil: '',
  injury: '',
  ...changes,
});

const ROWS = [
  row(1, 'Rex Calloway'),
  row(2, 'Mara Quill', { gender: 'FEMALE' }),
  row(3, 'Rita Ferrante', { role: 'REFEREE', staff: true, gender: 'FEMALE' }),
  row(4, 'Rexford Bane', { class: 'GIANT' }),
];

describe('filtering the roster', () => {
  it('leaves staff out by default', () => {
    expect(filterRoster(ROWS, initialRosterFilter).map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it.each([
    [{ name: 'rex' }, [1, 4]],
    [{ name: '  QUILL ' }, [2]],
    [{ gender: 'FEMALE' as const }, [2]],
    [{ gender: 'FEMALE' as const, showStaff: true }, [2, 3]],
    [{ showStaff: true }, [1, 2, 3, 4]],
  ])('with %j keeps %j', (changes, ids) => {
    expect(filterRoster(ROWS, { ...initialRosterFilter, ...changes }).map((r) => r.id)).toEqual(ids);
  });
});

describe('the roster screen', () => {
  it('counts who is shown as the name, gender and staff filters change', async () => {
    const fake = createFakeServices();
    fake.services.office = createFakeOffice({}, ROWS);
    renderWithApp(<RosterPage />, fake.services, '/roster');

    const status = await screen.findByRole('status', {}, SLOW_FIRST_RENDER);
    expect(status).toHaveTextContent('3 of 4 people shown');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'rex');
    expect(status).toHaveTextContent('2 of 4 people shown');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    expect(status).toHaveTextContent('1 of 4 people shown');
    await userEvent.click(screen.getByRole('switch', { name: 'Show staff' }));
    expect(status).toHaveTextContent('2 of 4 people shown');
    expect(screen.getByRole('table', { name: 'Roster' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name', 'Brand', 'Gender', 'Class', 'Alignment', 'Points', 'Popularity',
    ]);
  });
});

describe('a roster name (issue 35)', () => {
  it('links to the wrestler’s page, with the popularity shown rounded', async () => {
    const fake = createFakeServices();
    fake.services.office = createFakeOffice({}, [row(7, 'Kip Vale', { popularity: 64.44999999999999, points: 61.25 })]);
    renderWithApp(<RosterPage />, fake.services, '/roster');
    const link = await screen.findByRole('link', { name: 'Kip Vale' }, SLOW_FIRST_RENDER);
    expect(link).toHaveAttribute('href', '/career-mode/7');
    const table = screen.getByRole('table', { name: 'Roster' });
    const cells = within(link.closest('[role="row"]') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    // Points move in half steps (one decimal); popularity, a 0–100 stat, reads whole.
    expect(cells.slice(-2)).toEqual(['61.3', '64']);
    expect(table).not.toHaveTextContent('64.4');
  });
});
