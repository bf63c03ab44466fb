import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { SimulateWeeksOptions, WeeksSummary, WeeksTarget } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import type { TestAppServices } from '../../../../tests/support/app-services';
import { renderRoutes, seededServices } from '../schedule/seeded-app.test-support';
import { SimulatePage } from './SimulatePage';

// A new game on the seed starts on Sunday 22 November 2026 (issue 16: the first day of a week), seven days a step; brand 7 has two shows a week.
const open = (services: TestAppServices) => renderRoutes(services, { '/simulate': <SimulatePage /> }, '/simulate');
const weeksField = () => screen.findByRole('spinbutton', { name: 'Number of weeks' });
const start = () => userEvent.click(screen.getByRole('button', { name: 'Start' }));

/** Waits for an abort signal (the player's Cancel). */
const aborted = (signal?: AbortSignal) => new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));

describe('simulating many weeks from /simulate', () => {
  it('runs the weeks with a progress bar, then sums them up and moves the keyboard to the summary', async () => {
    const services = await seededServices({ brandIds: [7] });
    const real = services.calendar.simulateWeeks;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = vi.spyOn(services.calendar, 'simulateWeeks').mockImplementation(async (target: WeeksTarget, options?: SimulateWeeksOptions) => {
      options?.onProgress?.({ week: 2, weeks: 2, weeksDone: 1, weekDone: 1, weekTotal: 2, productionsDone: 3 });
      await gate;
      return real(target, options);
    });
    open(services);
    const weeks = await weeksField();
    await userEvent.clear(weeks);
    // The keyboard alone: Enter in the field starts the run.
    await userEvent.type(weeks, '2{Enter}');

    const bar = await screen.findByRole('progressbar', { name: 'Week 2 of 2, 3 productions done' });
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuenow', '1.5');
    expect(screen.getByRole('button', { name: 'Simulate empty productions' })).toHaveAttribute('aria-disabled', 'true');
    expect(run).toHaveBeenCalledWith({ weeks: 2 }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    release();

    const heading = await screen.findByRole('heading', { name: '2 weeks simulated' });
    await waitFor(() => expect(heading).toHaveFocus());
    const summary = screen.getByRole('region', { name: '2 weeks simulated' });
    expect(within(summary).getByText(/^4 productions simulated, from Sun, Nov 22, 2026 to Sun, Dec 6, 2026, in 0:00:0\d\./)).toBeInTheDocument();
    expect(within(summary).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Title changes \(\d+\)$/), 'Best segments', 'Money by brand',
    ]);
    const best = within(summary).getByRole('list', { name: 'Best segments' });
    expect(within(best).getAllByRole('listitem')).toHaveLength(5);
    const money = within(summary).getByRole('table', { name: 'Money by brand' });
    expect(within(money).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Brand', 'Money in', 'Money out', 'Balance before', 'Balance after',
    ]);
    expect(within(money).getAllByRole('row')[1]).toHaveTextContent(/\$[\d,]+/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The window has moved on two weeks.
    expect(await screen.findByText(/From Sun, Dec 6, 2026 to Sat, Dec 12, 2026/)).toBeInTheDocument();
  }, 30_000);

  it('cancels after the week under way, and says so while it finishes', async () => {
    const services = await seededServices({ brandIds: [7] });
    const real = services.calendar.simulateWeeks;
    vi.spyOn(services.calendar, 'simulateWeeks').mockImplementation(async (_target: WeeksTarget, options?: SimulateWeeksOptions) => {
      options?.onProgress?.({ week: 1, weeks: 3, weeksDone: 0, weekDone: 1, weekTotal: 2, productionsDone: 1 });
      await aborted(options?.signal);
      return { ...(await real({ weeks: 1 })), outcome: 'cancelled', weeks: 3 } satisfies WeeksSummary;
    });
    open(services);
    await userEvent.clear(await weeksField());
    await userEvent.type(await weeksField(), '3');
    await start();
    await screen.findByRole('progressbar', { name: 'Week 1 of 3, 1 production done' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const heading = await screen.findByRole('heading', { name: 'Cancelled after 1 of 3 weeks' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/^2 productions simulated/)).toBeInTheDocument();
  }, 30_000);

  it('shows the Cancel button finishing the week while the run stops', async () => {
    const services = await seededServices({ brandIds: [7] });
    vi.spyOn(services.calendar, 'simulateWeeks').mockImplementation(async (_target: WeeksTarget, options?: SimulateWeeksOptions) => {
      options?.onProgress?.({ week: 1, weeks: 3, weeksDone: 0, weekDone: 0, weekTotal: 2, productionsDone: 0 });
      return new Promise<WeeksSummary>(() => {});
    });
    open(services);
    await weeksField();
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Cancelling after this week…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Finishing week 1: it is saved whole, then the run stops.')).toBeInTheDocument();
  });

  it('says which week failed and that it was not saved', async () => {
    const services = await seededServices({ brandIds: [7] });
    const real = services.calendar.simulateWeeks;
    vi.spyOn(services.calendar, 'simulateWeeks').mockImplementation(async () => ({
      ...(await real({ weeks: 1 })),
      outcome: 'failed',
      weeks: 3,
      failure: { week: 2, date: '2026-11-28', message: 'Could not fill Quickfire on 2026-11-29: disk full' },
      unfilled: [
        { segmentId: 9, productionId: 1, production: 'Quickfire', date: '2026-11-16', position: 3, kind: 'Tag Team', needed: 4, booked: 2 },
      ],
      titleChanges: [
        { championshipId: 3, championship: 'World', holders: ['Ann'], previousHolders: ['Bea'], holderIds: [1], previousHolderIds: [2], date: '2026-11-16', productionId: 1, production: 'Quickfire' },
        { championshipId: 4, championship: 'Tag', holders: ['Cat', 'Dee'], previousHolders: [], holderIds: [3, 4], previousHolderIds: [], date: '2026-11-20', productionId: 2, production: 'Rampage' },
        { championshipId: 3, championship: 'World', holders: ['Bea'], previousHolders: ['Ann'], holderIds: [2], previousHolderIds: [1], date: '2026-11-21', productionId: 5, production: 'Uprising' },
      ],
    }));
    open(services);
    await weeksField();
    await start();
    expect(await screen.findByRole('heading', { name: 'Stopped after 1 of 3 weeks' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Week 2 was not saved: Could not fill Quickfire on 2026-11-29: disk full');
    const titles = within(screen.getByRole('list', { name: 'Title changes' })).getAllByRole('listitem');
    expect(titles.map((t) => t.textContent)).toEqual([
      'World (2 changes): from Bea to Ann at Quickfire, then to Bea at Uprising.',
      'Tag (1 change): from vacant to Cat & Dee at Rampage.',
    ]);
    expect(within(titles[0]).getByRole('link', { name: 'Quickfire' })).toHaveAttribute('href', '/production/1');
    const short = within(screen.getByRole('list', { name: 'Matches that ran short' })).getAllByRole('listitem');
    expect(short.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Quickfire, .*, segment 3 \(Tag Team\): 2 of the 4 wrestlers it needs$/),
    ]);
  }, 30_000);

  it('says so when the run cannot start', async () => {
    const services = await seededServices();
    vi.spyOn(services.calendar, 'simulateWeeks').mockRejectedValue(new Error('The game changed'));
    open(services);
    await weeksField();
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('The run did not start: The game changed');
  });
});

describe('when the weeks or the date cannot be run', () => {
  it.each([
    ['0', 'Weeks must be between 1 and 52.'],
    ['53', 'Weeks must be between 1 and 52.'],
    ['1.5', 'Weeks must be a whole number.'],
    ['', 'Weeks must be a whole number.'],
  ])('refuses %j weeks, says why and puts the keyboard back on the field', async (typed, message) => {
    const services = await seededServices();
    const run = vi.spyOn(services.calendar, 'simulateWeeks');
    open(services);
    const weeks = await weeksField();
    await userEvent.clear(weeks);
    if (typed) await userEvent.type(weeks, typed);
    await start();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(weeks).toHaveFocus());
    expect(weeks).toHaveAttribute('aria-invalid', 'true');
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ['2026-11-22', `The date must be after the game date, ${formatLongDate('2026-11-22')}.`],
    ['2027-11-21', `The date must be at most a year ahead: ${formatLongDate('2027-11-20')} at the latest.`],
    ['', 'Choose a date.'],
  ])('refuses the date %j', async (date, message) => {
    const services = await seededServices();
    const run = vi.spyOn(services.calendar, 'simulateWeeks');
    open(services);
    await userEvent.click(await screen.findByRole('radio', { name: 'A date' }));
    const field = screen.getByLabelText('Date');
    // A date field takes its value whole (typing it key by key is the browser's business).
    fireEvent.change(field, { target: { value: date } });
    await start();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(run).not.toHaveBeenCalled();
  });

  it('runs until a date as the number of weeks up to its window', async () => {
    const services = await seededServices();
    const run = vi.spyOn(services.calendar, 'simulateWeeks').mockReturnValue(new Promise(() => {}));
    open(services);
    const until = await screen.findByRole('radiogroup', { name: 'Simulate until…' });
    await userEvent.click(within(until).getByRole('radio', { name: 'A date' }));
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2027-11-20');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-09' } });
    await start();
    expect(run).toHaveBeenCalledWith({ until: '2026-12-09' }, expect.anything());
    expect(await screen.findByRole('progressbar', { name: 'Week 1 of 3, 0 productions done' })).toBeInTheDocument();
  });
});
