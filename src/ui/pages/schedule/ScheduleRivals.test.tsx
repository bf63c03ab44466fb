import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ForwardOptions } from '../../../application/calendar';
import { GAME_ID } from '../../../domain/entities/game';
import { formatLongDate } from '../../../domain/dates';
import { AnnouncerProvider } from '../../components/Announcer';
import { renderRoutes, seededServices } from './seeded-app.test-support';
import { ShowSchedulePage } from './ShowSchedulePage';

// Issue 18: a living game as AWE (the seed's company 1); the other promotions run their shows when
// the calendar moves forward, on the real services.

describe('the schedule\'s Next week with rival promotions', () => {
  it('shows the rivals running their week until the move is done, then says how many of their shows ran', async () => {
    const services = await seededServices({ rules: 'living' });
    const brandIds = (await services.repos.Brand.all()).filter((b) => b.companyId === 1).map((b) => b.id);
    await services.repos.Game.update(GAME_ID, { playerCompanyId: 1, brandIds });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const forward = services.calendar.forward.bind(services.calendar);
    // The real week, held open after it is saved so the screen's busy state can be read.
    vi.spyOn(services.calendar, 'forward').mockImplementation(async (options?: ForwardOptions) => {
      const game = await forward(options);
      await gate;
      return game;
    });
    renderRoutes(services, { '/schedule/shows': <AnnouncerProvider><ShowSchedulePage /></AnnouncerProvider> }, '/schedule/shows');

    await userEvent.click(await screen.findByRole('button', { name: 'Next week' }));

    const bar = await screen.findByRole('progressbar', { name: 'Rivals are running their week…' }, { timeout: 30_000 });
    await waitFor(() => expect(screen.getByText(/shows run; closing the week…$/)).toBeInTheDocument(), { timeout: 30_000 });
    const total = Number(bar.getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThan(0);
    release();
    const said = screen.getByRole('log', { name: 'Announcements' });
    await waitFor(() => expect(said).toHaveTextContent(`Week advanced to ${formatLongDate('2026-11-29')} Rivals ran their ${total} shows.`));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const complete = (await services.repos.Production.all()).filter((p) => p.complete);
    expect(complete).toHaveLength(total);
  }, 60_000);
});
