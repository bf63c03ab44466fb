import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices } from '../../../../tests/support/app-services';
import type { AppServices } from '../../../application/services';
import { formatLongDate } from '../../../domain/dates';
import { renderRoutes, seededServices } from '../schedule/seeded-app.test-support';
import { CalendarPage } from './CalendarPage';

const open = (services: AppServices, path = '/calendar') => renderRoutes(services, { '/calendar': <CalendarPage /> }, path);
const month = (name: string) => screen.findByRole('table', { name });
const cell = (table: HTMLElement, iso: string) => within(table).getByRole('cell', { name: new RegExp(formatLongDate(iso)) });
const entries = (element: HTMLElement) => within(element).queryAllByRole('listitem').map((item) => item.textContent);

describe('the calendar of a new game on the seed world (game date Sun 2026-11-22)', () => {
  it('shows the game date\'s month as weeks of seven days, Sunday first, with today marked', async () => {
    open(await seededServices());
    const november = await month('November 2026');
    expect(within(november).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(november).getAllByRole('row')).toHaveLength(6); // the header and five weeks
    const today = cell(november, '2026-11-22');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('Today');
    expect(within(november).getAllByText('Today')).toHaveLength(1);
  });

  it('lists each day\'s shows (weekly, monthly, yearly) and birthdays, labelled', async () => {
    open(await seededServices());
    const november = await month('November 2026');
    // Issue 33: the nights before the game's week have passed, unplayed; from the 22nd on they can be booked.
    const passed = 'Passed, not played';
    expect(entries(cell(november, '2026-11-23'))).toEqual(['AWE OnslaughtNot booked']);
    expect(entries(cell(november, '2026-11-16'))).toEqual([`AWE Onslaught${passed}`]);
    expect(entries(cell(november, '2026-11-15'))).toEqual([`Tenrai Hall Series${passed}`, `NPW Quickfire${passed}`]);
    expect(entries(cell(november, '2026-11-21'))).toEqual([
      `AWE Harvest of Champions${passed}`,
      `VWU Surge${passed}`,
      `Tenrai Spirit${passed}`,
      ' Idris FenwickBirthday',
    ]);
    expect(within(cell(november, '2026-11-16')).queryByRole('link')).toBeNull();
    expect(entries(cell(november, '2026-11-17'))).toContain(' Colette VasseurBirthday');
    // The yearly show is only in its month.
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const december = await month('December 2026');
    expect(december).not.toHaveTextContent('AWE Harvest of Champions');
  });

  it('tells complete productions from those still being booked', async () => {
    const services = await seededServices({ brandIds: [7] });
    await services.calendar.simulateEmptyProductions(); // NPW Quickfire (22nd) and NPW Friction (26th)
    const booking = await services.production.createProduction({ showId: 31, date: '2026-11-29' });
    open(services);
    const november = await month('November 2026');
    expect(entries(cell(november, '2026-11-26'))).toEqual(['NPW FrictionComplete']);
    expect(entries(cell(november, '2026-11-29'))).toEqual(['NPW QuickfireBooking in progress']);
    expect(entries(cell(november, '2026-11-19'))).toEqual(['NPW FrictionPassed, not played']);
    expect(within(cell(november, '2026-11-29')).getByRole('link', { name: 'NPW Quickfire' })).toHaveAttribute('href', `/production/${booking.id}`);
    // Issue 33: a night before the game's week is not booked any more: no link to create its production.
    expect(within(cell(november, '2026-11-19')).queryByRole('link', { name: 'NPW Friction' })).toBeNull();
    expect(within(cell(november, '2026-11-26')).getByRole('link', { name: 'NPW Friction' })).toBeInTheDocument();
    // Only the game's brand's shows.
    expect(november).not.toHaveTextContent('AWE Onslaught');
  });

  it('pages through the months and comes back to the game date\'s month', async () => {
    open(await seededServices());
    await month('November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const january = await month('January 2027');
    expect(within(january).queryByText('Today')).toBeNull();
    expect(cell(january, '2027-01-01')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to November 2026' }));
    await month('November 2026');
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
    // The button went: focus waits on the month's name instead of <body>.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await month('October 2026')).toBeInTheDocument();
  });

  it('opens the month given in the address', async () => {
    open(await seededServices(), '/calendar?month=2026-02');
    const february = await month('February 2026');
    expect(within(february).getAllByRole('row')).toHaveLength(5); // the header and four weeks: the 1st is a Sunday
    expect(within(february).getAllByRole('row')[1].firstElementChild).toHaveTextContent(formatLongDate('2026-02-01'));
  });
});

describe('the calendar without a game', () => {
  it('points to the setup', async () => {
    open(createTestAppServices());
    expect(await screen.findByRole('link', { name: 'Set up a new game' })).toHaveAttribute('href', '/setup');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
