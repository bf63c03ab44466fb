import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { GAME_ID } from '../../../domain/entities/game';
import { readRivalries } from '../../../domain/entities/rivalry';
import { rivalryWorld } from '../../../../tests/application/rivalries/rivalry-world';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { RivalriesPage } from './RivalriesPage';

const user = () => userEvent.setup({ delay: null });

async function setUp(rules: 'living' | 'classic' = 'living') {
  const services = createTestAppServices();
  await services.game.load();
  await services.repos.Game.update(GAME_ID, { date: '2026-03-11', rules, brandIds: [] });
  const world = await rivalryWorld(services.repos);
  const stored = async () => readRivalries((await services.repos.Game.get(GAME_ID))?.rivalries);
  return { services, world, stored };
}

async function pick(label: string, name: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user().type(box, name.slice(0, 3));
  await user().click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

describe('the rivalries board', () => {
  it('says what to do when none runs, starts one from two pickers and shows it as a card with its heat', async () => {
    const { services, stored } = await setUp();
    renderWithApp(<RivalriesPage />, services, '/rivalries');

    // The file's first render loads Fluent, the page and the chart library.
    expect(await screen.findByText(/No rivalry is running/, undefined, { timeout: 30_000 })).toBeInTheDocument();
    await pick('First side', 'Crane');
    await pick('Second side', 'Vale');
    await user().click(screen.getByRole('button', { name: 'Start rivalry' }));

    const card = await screen.findByRole('region', { name: 'Crane vs. Vale' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(card).getByText('Heat 20 of 100: simmering')).toBeInTheDocument();
    expect(within(card).getByText(/North Clash on .*suggested/)).toBeInTheDocument();
    // Issue 35: each side's name opens the wrestler's page.
    expect(within(card).getByRole('link', { name: 'Crane' })).toHaveAttribute('href', expect.stringMatching(/^\/career-mode\/\d+$/));
    expect(within(card).getByRole('link', { name: 'Vale' })).toBeInTheDocument();
    expect(await stored()).toHaveLength(1);
  }, 60_000);

  it('warns of an injured wrestler in the side pickers and once chosen (issue 33)', async () => {
    const { services, world } = await setUp();
    await services.repos.Wrestler.update(world.vale.id, { injuredUntil: '2099-03-12', injury: 'Torn bicep' });
    renderWithApp(<RivalriesPage />, services, '/rivalries');
    await screen.findByText(/No rivalry is running/, undefined, SLOW_FIRST_RENDER);
    const box = screen.getByRole('combobox', { name: 'Second side' });
    await user().type(box, 'Val');
    const option = await screen.findByRole('option', { name: /^Vale/ });
    expect(option).toHaveTextContent(/out until .*2099 — torn bicep/);
    await user().click(option);
    expect(await screen.findByRole('note')).toHaveTextContent(/Out until .*2099 — torn bicep/);
  }, 30_000);

  it('shows a refusal as a message and writes nothing', async () => {
    const { services, stored } = await setUp();
    renderWithApp(<RivalriesPage />, services, '/rivalries');
    await screen.findByText(/No rivalry is running/, undefined, SLOW_FIRST_RENDER);
    await pick('First side', 'Crane');
    await pick('Second side', 'Crane');
    await user().click(screen.getByRole('button', { name: 'Start rivalry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Crane cannot be on both sides of a rivalry.');
    expect(await stored()).toEqual([]);
  }, 30_000);

  it('books the next step and links to the production, then ends the rivalry after confirming', async () => {
    const { services, world } = await setUp();
    await services.rivalries.start([world.crane.id], [world.vale.id]);
    renderWithApp(<RivalriesPage />, services, '/rivalries');
    const card = await screen.findByRole('region', { name: 'Crane vs. Vale' }, SLOW_FIRST_RENDER);

    await user().click(within(card).getByRole('button', { name: 'Book the next step' }));
    const segments = await within(card).findByRole('list', { name: 'Segments of Crane vs. Vale' }, SLOW_FIRST_RENDER);
    expect(segments).toHaveTextContent('Singles, booked');
    expect(within(card).getByText(/^Booked: Singles on/)).toBeInTheDocument();
    for (const link of within(card).getAllByRole('link', { name: /^North Weekly, / })) expect(link.getAttribute('href')).toMatch(/^\/production\/\d+$/);

    const end = vi.spyOn(services.rivalries, 'end');
    const endButton = await within(card).findByRole('button', { name: 'End rivalry' }, SLOW_FIRST_RENDER);
    // The booking ends by moving focus to what it booked (and lifting its busy state): a click made
    // before that can be lost, so the test waits for both.
    await waitFor(() => expect(document.getElementById('rivalry-1-booked')).toHaveFocus(), SLOW_FIRST_RENDER);
    await waitFor(() => expect(endButton).toBeEnabled(), SLOW_FIRST_RENDER);
    await user().click(endButton);
    // In jsdom, tabster's modalizer sometimes leaves an aria-hidden on the dialog's portal when it
    // opens right after the booking moved focus (the dialog is there, named, and works); Chromium's
    // board-rivalries browser test checks the dialog as the player meets it.
    const dialog = await waitFor(() => {
      const open = screen.getAllByRole('alertdialog', { hidden: true }).find((d) => d.textContent?.startsWith('End Crane vs. Vale?'));
      expect(open).toBeDefined();
      return open!;
    }, SLOW_FIRST_RENDER);
    await user().click(within(dialog).getByRole('button', { name: 'End rivalry', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Crane vs. Vale' })).not.toBeInTheDocument(), SLOW_FIRST_RENDER);
    expect(end).toHaveBeenCalledWith(1);
    const ended = await screen.findByRole('list', { name: 'Ended rivalries' });
    expect(ended).toHaveTextContent('Crane vs. Vale: Ended by you');
    // Issue 35: each name opens the wrestler's page.
    expect(within(ended).getByRole('link', { name: 'Crane' })).toHaveAttribute('href', `/career-mode/${world.crane.id}`);
    expect(within(ended).getByRole('link', { name: 'Vale' })).toHaveAttribute('href', `/career-mode/${world.vale.id}`);
  }, 30_000);

  it('says heat only matters under living rules in a classic game', async () => {
    const { services, world } = await setUp('classic');
    await services.rivalries.start([world.crane.id], [world.vale.id]);
    renderWithApp(<RivalriesPage />, services, '/rivalries');
    expect(await screen.findByText(/heat only rises, fades and adds to ratings under living rules/, undefined, SLOW_FIRST_RENDER)).toBeInTheDocument();
  });
});
