import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { formatLongDate } from '../../../domain/dates';
import { CreateShowPage } from './CreateShowPage';
import { renderRoutes, seededServices } from './seeded-app.test-support';
import { ShowSchedulePage } from './ShowSchedulePage';

const routes = { '/schedule/shows': <ShowSchedulePage />, '/create-show/:showId/:date': <CreateShowPage /> };
const open = (services: TestAppServices) => renderRoutes(services, routes, '/schedule/shows');
const day = (iso: string) => screen.findByRole('region', { name: formatLongDate(iso) });
const createButtons = () => screen.getAllByRole('button', { name: /^Create production/ });

describe('the show schedule of a new game on the seed world (game date Sun 2026-11-22)', () => {
  it('lists the seven days from Sunday with the shows of each day, each with its Create production button', async () => {
    open(await seededServices());
    const monday = await day('2026-11-23');
    expect(within(monday).getByRole('button', { name: 'Create production: AWE Onslaught on 2026-11-23' })).toHaveTextContent('Create production');
    const sunday = await day('2026-11-22');
    expect(within(sunday).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Create production: NPW Quickfire on 2026-11-22',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    // 1 + 1 + 1 + 2 + 1 + 1 + 2 occurrences in the week of 2026-11-22 (issue 16: the game opens on its Sunday).
    expect(createButtons()).toHaveLength(9);
  });

  it('shows birthdays on their day and marks the game date as today', async () => {
    open(await seededServices());
    expect(await day('2026-11-24')).toHaveTextContent('Birthday: Dmitri Zaitsev');
    expect(await day('2026-11-27')).toHaveTextContent('Birthday: Ximena Robles');
    const sunday = await day('2026-11-22');
    expect(within(sunday).getByText('Today')).toBeInTheDocument();
    expect(within(await day('2026-11-23')).queryByText('Today')).toBeNull();
  });

  it('marks the days before the game date as past, on screen and in the day\'s description', async () => {
    const services = await seededServices();
    // Midweek (as after 3-day steps): the window still starts on Sunday the 22nd.
    await services.repos.Game.update(1, { date: '2026-11-25' });
    open(services);
    const sunday = await day('2026-11-22');
    expect(within(sunday).getByText('Past')).toBeInTheDocument();
    expect(sunday).toHaveAccessibleDescription('Past');
    expect(await day('2026-11-24')).toHaveAccessibleDescription('Past');
    const wednesday = await day('2026-11-25');
    expect(within(wednesday).queryByText('Past')).toBeNull();
    expect(within(wednesday).getByText('Today')).toBeInTheDocument();
  });

  it('has no past day on a new game, which opens on the first day of its week', async () => {
    open(await seededServices());
    await day('2026-11-22');
    expect(screen.queryByText('Past')).toBeNull();
  });

  it('shows only the shows of the game\'s brands', async () => {
    open(await seededServices({ brandIds: [7] }));
    await day('2026-11-22');
    expect(createButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Create production: NPW Quickfire on 2026-11-22',
      'Create production: NPW Friction on 2026-11-26',
    ]);
  });

  it('moves the game a week forward (healing); Previous week looks back without moving the date (issue 33)', async () => {
    const services = await seededServices();
    const [hurt] = await services.repos.Wrestler.all();
    await services.repos.Wrestler.update(hurt.id, { damage: 2 });
    open(services);
    await day('2026-11-22');

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await day('2026-11-29')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: formatLongDate('2026-11-22') })).toBeNull();
    expect(screen.getByText(formatLongDate('2026-11-29'), { selector: 'strong' })).toBeInTheDocument();
    expect((await services.repos.Game.get(1))!.date).toBe('2026-11-29');
    expect((await services.repos.Wrestler.get(hurt.id))!.damage).toBe(1.5);
    const balances = (await services.repos.Brand.all()).map((brand) => brand.balance);

    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await day('2026-11-22')).toBeInTheDocument();
    expect((await services.repos.Game.get(1))!.date).toBe('2026-11-29');
    expect((await services.repos.Brand.all()).map((brand) => brand.balance)).toEqual(balances);
    expect(screen.getByText(formatLongDate('2026-11-29'), { selector: 'strong' })).toBeInTheDocument();
    // The nights of that week have passed: nothing to book.
    expect(screen.queryAllByRole('button', { name: /^Create production/ })).toEqual([]);
    expect(within(await day('2026-11-23')).getByText('Not played: its night has passed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next week' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await day('2026-11-29')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect((await services.repos.Game.get(1))!.date).toBe('2026-11-29');
    expect((await services.repos.Wrestler.get(hurt.id))!.damage).toBe(1.5);
  });

  it('disables both steps while the calendar moves', async () => {
    const services = await seededServices();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const forward = services.calendar.forward;
    services.calendar.forward = vi.fn(async () => (await gate, forward()));
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Next week' }));

    expect(screen.getByRole('group', { name: 'Move the calendar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next week' })).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await day('2026-11-29')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says what forward does, and labels the steps with the day count when a step is not a week', async () => {
    open(await seededServices({ amountOfDays: 3 }));
    const forward = await screen.findByRole('button', { name: 'Forward 3 days' });
    expect(forward).toHaveAccessibleDescription('Forward 3 days moves the game date on 3 days and every wrestler heals 0.5 damage.');
    // Issue 33: looking back is by whole weeks, and never moves the date.
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveAccessibleDescription(
      "Previous week looks at earlier days; the game's date stays where it is, and no week is paid twice.",
    );
    // A 3-day window from Sunday 2026-11-22.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('creates the production through /create-show and lands on /production/:id; Back returns to the schedule', async () => {
    const services = await seededServices();
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Create production: AWE Onslaught on 2026-11-23' }));

    const heading = await screen.findByRole('heading', { name: /^Production \d+$/ });
    const [stored] = await services.repos.Production.findBy('showId', 1);
    expect(stored).toMatchObject({ date: '2026-11-23', complete: false });
    expect(heading).toHaveTextContent(`Production ${stored.id}`);
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent(`/production/${stored.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    const monday = await day('2026-11-23');
    // A booked occurrence's name keeps the DESIGN §2 prefix and adds its visible text.
    const button = await within(monday).findByRole('button', { name: 'Create production: AWE Onslaught on 2026-11-23, Continue booking' });
    await waitFor(() => expect(button).toHaveTextContent('Continue booking'));
    expect(monday).toHaveTextContent('Booking in progress');

    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: `Production ${stored.id}` })).toBeInTheDocument();
    expect(await services.repos.Production.findBy('showId', 1)).toHaveLength(1);
  });

  it('shows a simulated production as complete with its viewers and payout', async () => {
    const services = await seededServices({ brandIds: [7] });
    const summary = await services.calendar.simulateEmptyProductions();
    expect(summary.completions).toEqual({ completed: 2 });
    const friction = await services.repos.Production.get(summary.productionIds[1]);
    open(services);

    const thursday = await day('2026-11-26');
    expect(within(thursday).getByRole('button', { name: 'Create production: NPW Friction on 2026-11-26, View results' })).toHaveTextContent('View results');
    expect(thursday).toHaveTextContent('Complete');
    expect(thursday).toHaveTextContent(/viewers/);
    expect(friction!.viewers).toBeGreaterThan(0);
  });
});

describe('the show schedule without a game', () => {
  it('points to the setup', async () => {
    open(createTestAppServices());
    const link = await screen.findByRole('link', { name: 'Set up a new game' });
    expect(link).toHaveAttribute('href', '/setup');
    expect(screen.queryByRole('button', { name: /^Create production/ })).toBeNull();
  });
});
