import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import type { OnProgress } from '../../../application/calendar';
import { renderRoutes, seededServices } from '../schedule/seeded-app.test-support';
import { SimulatePage } from './SimulatePage';

const open = (services: TestAppServices) => renderRoutes(services, { '/simulate': <SimulatePage /> }, '/simulate');
const counts = (summary: HTMLElement) =>
  Object.fromEntries(within(summary).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('/simulate on the seed world', () => {
  it('says how many shows the window holds', async () => {
    open(await seededServices());
    expect(await screen.findByText(/9 shows — 9 not booked, 0 booked but not simulated, 0 complete\./)).toBeInTheDocument();
  });

  it('simulates every empty production with a progress bar, then sums up and links to each production', async () => {
    const services = await seededServices({ brandIds: [7] });
    const real = services.calendar.simulateEmptyProductions;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    services.calendar.simulateEmptyProductions = vi.fn(async (onProgress?: OnProgress) => {
      onProgress?.(1, 2);
      await gate;
      return real(onProgress);
    });
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate empty productions' }));

    const bar = await screen.findByRole('progressbar', { name: 'Simulating empty productions' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('1 of 2 shows done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Randomise empty productions' })).toHaveAttribute('aria-disabled', 'true');
    release();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(counts(summary)).toEqual({ Created: '2', Randomised: '2', Completed: '2', Skipped: '0', Failed: '0' });
    const productions = await services.repos.Production.all();
    expect(productions.map((p) => p.complete)).toEqual([true, true]);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      productions.map((p) => [p.name, `/production/${p.id}`]),
    );
    expect(links[0]).toHaveTextContent('NPW Quickfire 2026-11-22');
    expect(within(summary).getAllByText('Complete')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText(/2 shows — 0 not booked, 0 booked but not simulated, 2 complete\./)).toBeInTheDocument();
  });

  it('randomises without simulating, and a second sweep finds nothing left to do', async () => {
    const services = await seededServices({ brandIds: [7] });
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Randomise empty productions' }));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(counts(summary)).toEqual({ Created: '2', Randomised: '2', Skipped: '0', Failed: '0' });
    expect(within(summary).getAllByText('Ready to simulate')).toHaveLength(2);
    expect((await services.repos.Production.all()).map((p) => p.complete)).toEqual([false, false]);

    await userEvent.click(screen.getByRole('button', { name: 'Simulate empty productions' }));
    expect(await screen.findByRole('heading', { name: 'Nothing to do' })).toBeInTheDocument();
    expect(counts(screen.getByRole('region', { name: 'Summary' }))).toMatchObject({ Created: '0', Completed: '0', Skipped: '2' });
  });

  it('says so when the sweep fails', async () => {
    const services = await seededServices();
    services.calendar.simulateEmptyProductions = vi.fn(async () => {
      throw new Error('disk full');
    });
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate empty productions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sweep stopped: disk full');
  });
});

describe('/simulate without a game', () => {
  it('points to the setup', async () => {
    open(createTestAppServices());
    expect(await screen.findByRole('link', { name: 'Set up a new game' })).toHaveAttribute('href', '/setup');
    expect(screen.queryByRole('button', { name: 'Simulate empty productions' })).toBeNull();
  });
});
