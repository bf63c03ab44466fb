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

  it('shows every figure rounded, never a stored fraction (issue 35: popularity read "64.44999999999999")', async () => {
    const { services, world } = await careersServices();
    await services.repos.Wrestler.update(world.ada.id, {
      points: 61.25, popularity: 64.44999999999999, charisma: 33.3333333, morale: 12.3456, stamina: 55.5555, damage: 7.777,
      momentum: 12.3456, inRingSkill: 71.6789, micSkill: 48.2222,
    });
    renderCareers(services, `/career-mode/${world.ada.id}`);

    const profile = await screen.findByRole('region', { name: 'Profile' }, SLOW_FIRST_RENDER);
    const stats = within(profile).getByLabelText('Stats');
    const shown = (list: HTMLElement) =>
      Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(shown(stats)).toEqual({ Points: '61.3', Popularity: '64', Charisma: '33', Morale: '12', Stamina: '56', Damage: '8' });
    const facts = within(screen.getByRole('region', { name: 'Skills, push and momentum' })).getByLabelText('Skills and momentum');
    expect(shown(facts)).toMatchObject({ 'In-ring skill': '72', 'Microphone skill': '48', Momentum: '+12 (warm)' });
    // Nowhere on the page the stored digits.
    for (const raw of ['64.4', '33.3', '12.3', '55.5', '7.7', '71.6', '48.2', '61.25']) expect(document.body).not.toHaveTextContent(raw);
  });
});
