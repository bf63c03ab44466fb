import { screen, within } from '@testing-library/react';
import { formatLongDate } from '../../../domain/dates';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { careersServices, renderCareers } from './careers.test-support';

describe('an injured wrestler\'s career profile (issue 15)', () => {
  it('carries the injury badge with the return date and the injury', async () => {
    const { services, world } = await careersServices();
    await services.repos.Wrestler.update(world.ada.id, { injuredUntil: '2026-05-12', injury: 'Torn bicep' });
    renderCareers(services, `/career-mode/${world.ada.id}`);
    const profile = await screen.findByRole('region', { name: 'Profile' }, SLOW_FIRST_RENDER);
    expect(within(profile).getByRole('note', { name: `Out until ${formatLongDate('2026-05-12')} — torn bicep` })).toBeInTheDocument();
  });
});
