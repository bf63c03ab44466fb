import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CreateShowPage } from './CreateShowPage';
import { readCreateShowParams } from './create-show-params';
import { renderRoutes, seededServices } from './seeded-app.test-support';
import type { TestAppServices } from '../../../../tests/support/app-services';

const routes = { '/create-show/:showId/:date': <CreateShowPage />, '/schedule/shows': <h2>Schedule</h2> };
const open = (services: TestAppServices, path: string) => renderRoutes(services, routes, path);
const route = () => screen.getByRole('status', { name: 'Current route' });

describe('reading the create-show address', () => {
  it.each([
    ['12', '2026-11-16', { valid: true, showId: 12, date: '2026-11-16' }],
    ['12', '2026-11-16T20:00:00Z', { valid: true, showId: 12, date: '2026-11-16' }],
    ['abc', '2026-11-16', { valid: false, problem: '"abc" is not a show number.' }],
    ['0', '2026-11-16', { valid: false, problem: '"0" is not a show number.' }],
    ['1.5', '2026-11-16', { valid: false, problem: '"1.5" is not a show number.' }],
    ['3', '2026-13-40', { valid: false, problem: '"2026-13-40" is not a date; the address needs one like 2026-11-16.' }],
    ['3', 'tomorrow', { valid: false, problem: '"tomorrow" is not a date; the address needs one like 2026-11-16.' }],
  ])('show %s on %s reads as %o', (showId, date, expected) => {
    expect(readCreateShowParams(showId, date)).toEqual(expected);
  });
});

describe('when /create-show opens', () => {
  it('shows progress, creates the production and replaces itself with /production/:id', async () => {
    const services = await seededServices();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const create = services.production.createProduction;
    services.production.createProduction = vi.fn(async (input) => (await gate, create(input)));
    open(services, '/create-show/1/2026-11-23');

    expect(await screen.findByText(/Preparing the production of AWE Onslaught on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a show' })).toBeInTheDocument();
    release();

    await screen.findByRole('heading', { name: /^Production \d+$/ });
    const [stored] = await services.repos.Production.findBy('showId', 1);
    expect(route()).toHaveTextContent(`/production/${stored.id}`);
    expect(stored.segmentIds).toHaveLength(4);
    expect(services.production.createProduction).toHaveBeenCalledTimes(1);
  });

  it('opens the existing production instead of making a second one', async () => {
    const services = await seededServices();
    const existing = await services.production.createProduction({ showId: 30, date: '2026-11-26' });
    open(services, '/create-show/30/2026-11-26');
    expect(await screen.findByRole('heading', { name: `Production ${existing.id}` })).toBeInTheDocument();
    expect(await services.repos.Production.findBy('showId', 30)).toHaveLength(1);
  });

  it.each([
    ['/create-show/999/2026-11-16', 'There is no show number 999 in this game.'],
    ['/create-show/abc/2026-11-16', '"abc" is not a show number.'],
    ['/create-show/1/not-a-date', '"not-a-date" is not a date; the address needs one like 2026-11-16.'],
  ])('%s explains the problem and links back to the schedule', async (path, message) => {
    const services = await seededServices();
    open(services, path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`The production could not be opened${message}`);
    expect(await services.repos.Production.all()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to the show schedule' }));
    expect(route()).toHaveTextContent('/schedule/shows');
  });

  it('refuses a night before the game\'s week, saying why, and books nothing (issue 33)', async () => {
    const services = await seededServices();
    open(services, '/create-show/1/2026-11-16');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "AWE Onslaught on 2026-11-16 is before the game's week (from 2026-11-22): its night has passed, so it can no longer be booked or simulated.",
    );
    expect(await services.repos.Production.all()).toEqual([]);
  });

  it('shows the reason when the production cannot be created', async () => {
    const services = await seededServices();
    services.production.createProduction = vi.fn(async () => {
      throw new Error('disk full');
    });
    open(services, '/create-show/1/2026-11-16');
    expect(await screen.findByText('disk full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the show schedule' })).toBeInTheDocument();
  });
});
