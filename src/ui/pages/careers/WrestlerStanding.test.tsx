import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { careersServices, renderCareers } from './careers.test-support';

describe('the wrestler’s page (issue 35)', () => {
  it('shows skills derived from the stats, the momentum and the push, and the player changes the push', async () => {
    const { services, world } = await careersServices();
    await services.repos.Wrestler.update(world.ada.id, { momentum: 34.6 });
    renderCareers(services, `/career-mode/${world.ada.id}`);

    const section = await screen.findByRole('region', { name: 'Skills, push and momentum' }, SLOW_FIRST_RENDER);
    const facts = within(section).getByLabelText('Skills and momentum');
    expect(facts).toHaveTextContent(/In-ring skill\d+/);
    expect(facts).toHaveTextContent(/Microphone skill\d+/);
    expect(facts).toHaveTextContent('Momentum+35 (hot)');
    const push = within(section).getByRole('combobox', { name: 'Push' });
    expect(within(section).getByText(/Not set: derived/)).toBeInTheDocument();

    await userEvent.selectOptions(push, 'Enhancement');
    await waitFor(async () => expect((await services.repos.Wrestler.get(world.ada.id))!.push).toBe('ENHANCEMENT'));
    expect(await within(section).findByText(/Set by you/)).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'Push' })).toHaveValue('ENHANCEMENT');
  });
});
