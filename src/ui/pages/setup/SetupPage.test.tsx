import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { SetupPage } from './SetupPage';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';

function StartProbe() {
  const location = useLocation();
  return <output aria-label="start state">{JSON.stringify(location.state)}</output>;
}

async function renderSetup() {
  const fake = createFakeServices();
  renderWithApp(
    <Routes>
      <Route path="/setup/setup" element={<SetupPage />} />
      <Route path="/start" element={<StartProbe />} />
    </Routes>,
    fake.services,
    '/setup/setup',
  );
  await screen.findByRole('checkbox', { name: /AWE Onslaught/ }, SLOW_FIRST_RENDER);
  return fake;
}

const days = () => screen.getByRole('spinbutton', { name: 'Days per step' });
const start = () => screen.getByRole('button', { name: 'Start' });

describe('the new-game form', () => {
  it('offers the seed\'s promotions, the first one chosen with its brands ticked, men\'s focus, 7 days per step and tutorials on by default', async () => {
    await renderSetup();
    const promotions = within(screen.getByRole('radiogroup', { name: 'Your promotion' })).getAllByRole('radio');
    expect(promotions.map((radio) => radio.getAttribute('value'))).toEqual(['1', '4', 'every']);
    expect(screen.getByRole('radio', { name: /^Apex/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Every promotion \(sandbox, no rivals\)/ })).not.toBeChecked();
    expect(screen.getByText(/rivals run their shows only under living rules/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /AWE Onslaught/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Northgate Pro/ })).not.toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Normal/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    expect(days()).toHaveValue(7);
    expect(screen.getByRole('switch', { name: 'Tutorials' })).toBeChecked();
    expect(start()).toBeEnabled();
  });

  it.each([
    ['0', 'Days per step must be between 1 and 28.'],
    ['29', 'Days per step must be between 1 and 28.'],
    ['2.5', 'Days per step must be a whole number.'],
    ['', 'Enter how many days the calendar moves per step.'],
  ])('refuses %j days per step with a message and a disabled Start', async (typed, message) => {
    await renderSetup();
    await userEvent.clear(days());
    if (typed) await userEvent.type(days(), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(start()).toBeDisabled();
  });

  it('clears the message once the value is valid again', async () => {
    await renderSetup();
    await userEvent.clear(days());
    await userEvent.type(days(), '40');
    expect(screen.getByText('Days per step must be between 1 and 28.')).toBeInTheDocument();
    await userEvent.clear(days());
    await userEvent.type(days(), '14');
    expect(screen.queryByText('Days per step must be between 1 and 28.')).toBeNull();
    expect(start()).toBeEnabled();
  });

  it('carries the choices to /start when Start is pressed', async () => {
    const fake = await renderSetup();
    await userEvent.click(screen.getByRole('radio', { name: /^Every promotion/ }));
    expect(screen.getByText('None ticked: you run every brand.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Northgate Pro/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Women' }));
    await userEvent.clear(days());
    await userEvent.type(days(), '14');
    await userEvent.click(screen.getByRole('switch', { name: 'Tutorials' }));

    await userEvent.click(start());

    const state = JSON.parse((await screen.findByRole('status', { name: 'start state' })).textContent!);
    expect(state).toEqual({ newGame: { brandIds: [7], gender: 'FEMALE', amountOfDays: 14, tutorials: false, rules: 'living', companyId: null, difficulty: 'NORMAL' } });
    expect(fake.services.newGame.startNewGame).not.toHaveBeenCalled();
  });

  it('carries the chosen promotion and difficulty to /start, each difficulty saying what it means', async () => {
    await renderSetup();
    await userEvent.click(screen.getByRole('radio', { name: /^Northgate/ }));
    expect(screen.getByRole('checkbox', { name: /Northgate Pro/ })).toBeChecked();
    const hard = screen.getByRole('radio', { name: /^Hard/ });
    expect(hard).toHaveAccessibleName(expect.stringContaining('Rivals chase every expiring contract'));
    await userEvent.click(hard);
    await userEvent.click(start());
    const state = JSON.parse((await screen.findByRole('status', { name: 'start state' })).textContent!);
    expect(state.newGame).toMatchObject({ brandIds: [], companyId: 4, difficulty: 'HARD' });
  });

  it('offers both rule sets, living first and chosen, each with a sentence saying what it does', async () => {
    await renderSetup();
    const group = screen.getByRole('radiogroup', { name: 'Rules' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['living', 'classic']);
    const living = within(group).getByRole('radio', { name: /^Living world/ });
    expect(living).toBeChecked();
    expect(living).toHaveAccessibleName(expect.stringContaining('contracts run out'));
    const classic = within(group).getByRole('radio', { name: /^Classic \(the spec’s formulas\)/ });
    expect(classic).not.toBeChecked();
    expect(classic).toHaveAccessibleName(expect.stringContaining('exactly as the game was first written'));
  });

  it('carries the classic rules to /start when the player chooses them', async () => {
    await renderSetup();
    await userEvent.click(screen.getByRole('radio', { name: /^Classic/ }));
    await userEvent.click(start());
    const state = JSON.parse((await screen.findByRole('status', { name: 'start state' })).textContent!);
    expect(state.newGame.rules).toBe('classic');
  });
});
