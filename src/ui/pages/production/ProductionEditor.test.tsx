import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createTestAppServices } from '../../../../tests/support/app-services';
import type { AppServices } from '../../../application/services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { seedTestWorld, type TestWorld } from './production-test-world';
import { ProductionsRoute } from './ProductionsRoute';

// Each edit is a transaction on fake-indexeddb and a re-read of the card: slower than a click.
configure({ asyncUtilTimeout: 5000 });

let services: AppServices;
let world: TestWorld;
let restoreLayout: () => void;

beforeEach(async () => {
  restoreLayout = stubLayoutForFocusManagement();
  services = createTestAppServices();
  world = await seedTestWorld(services);
});
afterEach(() => restoreLayout());

const openEditor = async () => {
  renderWithApp(<Routes><Route path="/production/*" element={<ProductionsRoute />} /></Routes>, services, `/production/${world.production.id}`);
  return screen.findByRole('heading', { level: 2, name: /^NPW Friction on / });
};
const card = (n: number) => screen.findByRole('region', { name: new RegExp(`^Segment ${n}: `) });
const appearancesOf = async (segmentIndex: number) => {
  const production = await services.repos.Production.get(world.production.id);
  return (await services.segments.load(production!.segmentIds[segmentIndex])).appearances;
};

describe('the production editor', () => {
  it('shows the header, the running order of empty segments and the card\'s running costs', async () => {
    await openEditor();
    const details = screen.getByRole('region', { name: 'Production details' });
    expect(details).toHaveTextContent('Harbour Hall, Portsmouth');
    expect(details).toHaveTextContent('Northgate Pro');
    expect(within(screen.getByRole('list', { name: 'Running order' })).getAllByRole('region', { name: /^Segment / })).toHaveLength(3);
    const costs = screen.getByRole('region', { name: 'Running costs' });
    // Three plain segments at $10,000 each, nobody booked, the $300 production cost.
    expect(costs).toHaveTextContent('SegmentsCost $30,000');
    expect(costs).toHaveTextContent('TotalCost $30,300');
    expect(costs).toHaveTextContent('0:15:00 of 1:00:00');
  });

  it('adds a wrestler with the picker, and picking them again takes them out (a toggle)', async () => {
    await openEditor();
    const first = await card(1);
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'SINGLES');
    await waitFor(async () => expect(await card(1)).toHaveAccessibleName('Segment 1: Singles'));

    const picker = within(await card(1)).getByRole('combobox', { name: 'Add or remove a wrestler' });
    await userEvent.type(picker, 'Rex');
    await userEvent.click(await screen.findByRole('option', { name: /^Rex Calloway/ }));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Team 1' })).toHaveTextContent('Rex Calloway'));
    expect((await appearancesOf(0)).map((a) => a.wrestler?.name)).toEqual(['Rex Calloway']);

    // The retired and the inactive are not offered.
    await userEvent.type(picker, 'Old');
    expect(await screen.findByRole('option', { name: /No eligible wrestler matches/ })).toBeInTheDocument();
    await userEvent.clear(picker);

    await userEvent.type(picker, 'Rex');
    await userEvent.click(await screen.findByRole('option', { name: /^Rex Calloway · 96 pts · booked/ }));
    await waitFor(async () => expect(await appearancesOf(0)).toEqual([]));
    await waitFor(async () => expect(within(await card(1)).getByText('Nobody booked yet.')).toBeInTheDocument());
  });

  it('makes the whole team of the chosen winner win and every other team lose', async () => {
    const [segmentId] = world.production.segmentIds;
    await services.segments.setType(segmentId, 'TAG_TEAM');
    const { rex, ace, dune, vik } = world.wrestlers;
    for (const [wrestler, groupId] of [[rex, 1], [ace, 1], [dune, 2], [vik, 2]] as const) {
      await services.segments.toggleAppearance({ segmentId, wrestlerId: wrestler.id, groupId });
    }
    await openEditor();
    const first = await card(1);
    expect(within(first).getByRole('list', { name: 'Team 1' })).toHaveTextContent(/Rex Calloway.*Ace Morrow/);

    await userEvent.click(within(first).getByRole('button', { name: 'Make Ace Morrow the winner' }));

    await waitFor(() => expect(within(first).getByRole('button', { name: 'Make Rex Calloway the winner' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(first).getByRole('list', { name: 'Team 2' })).toHaveTextContent(/Dune Patel.*Lost.*Vik Stone.*Lost/);
    const stored = await appearancesOf(0);
    expect(stored.map((a) => [a.wrestler?.name, a.winner, a.loser])).toEqual([
      ['Rex Calloway', true, false], ['Ace Morrow', true, false], ['Dune Patel', false, true], ['Vik Stone', false, true],
    ]);

    // Moving someone to another team undoes the result: the teams decided it.
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Team of Vik Stone' }), 'Team 1');
    await waitFor(async () => expect((await appearancesOf(0)).every((a) => !a.winner && !a.loser)).toBe(true));
  });

  it('toggles the manager flag and removes a wrestler with their remove button', async () => {
    const [segmentId] = world.production.segmentIds;
    await services.segments.toggleAppearance({ segmentId, wrestlerId: world.wrestlers.rex.id });
    await services.segments.toggleAppearance({ segmentId, wrestlerId: world.wrestlers.ace.id });
    await openEditor();
    const first = await card(1);

    await userEvent.click(within(first).getByRole('button', { name: 'Ace Morrow is a manager' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Ace Morrow is a manager' })).toHaveAttribute('aria-pressed', 'true'));
    expect((await appearancesOf(0)).find((a) => a.wrestler?.name === 'Ace Morrow')?.manager).toBe(true);

    await userEvent.click(within(first).getByRole('button', { name: 'Remove Rex Calloway' }));
    await waitFor(async () => expect((await appearancesOf(0)).map((a) => a.wrestler?.name)).toEqual(['Ace Morrow']));
  });

  it('adds a faction as one team and a championship together with its holder', async () => {
    await openEditor();
    const first = await card(1);
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'SINGLES');
    await waitFor(async () => expect(await card(1)).toHaveAccessibleName('Segment 1: Singles'));
    const singles = await card(1);
    await userEvent.selectOptions(within(singles).getByRole('combobox', { name: 'Faction' }), 'The Harbour Crew');
    await userEvent.click(within(singles).getByRole('button', { name: 'Add faction' }));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Team 1' })).toHaveTextContent(/Dune Patel.*Vik Stone/));

    await userEvent.selectOptions(within(await card(1)).getByRole('combobox', { name: 'Add a championship' }), String(world.titleId));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Championships on the line' })).toHaveTextContent('NPW Heavyweight Championship'));
    expect(within(await card(1)).getByRole('list', { name: 'Team 2' })).toHaveTextContent('Rex Calloway');
  });

  it('reorders with Move up and Move down and keeps keyboard focus on the moved segment', async () => {
    const [a, b, c] = world.production.segmentIds;
    await services.segments.setType(c, 'PROMO');
    await openEditor();
    const third = await card(3);
    expect(third).toHaveAccessibleName('Segment 3: Promo');
    within(third).getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(async () => expect((await services.repos.Production.get(world.production.id))!.segmentIds).toEqual([a, c, b]));
    await waitFor(() => expect(document.activeElement!.closest('[role="region"]')).toHaveAccessibleName('Segment 2: Promo'));
    expect(document.activeElement).toHaveAccessibleName('Move up');

    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await services.repos.Production.get(world.production.id))!.segmentIds).toEqual([c, a, b]));
    // At the top Move up is disabled, so focus lands on the card's other move button.
    await waitFor(() => expect(document.activeElement!.closest('[role="region"]')).toHaveAccessibleName('Segment 1: Promo'));
    expect(document.activeElement).toHaveAccessibleName('Move down');
    expect(within(await card(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
  });

  it('adds and removes segments', async () => {
    await openEditor();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New segment type' }), 'LADDER');
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(await card(4)).toHaveAccessibleName('Segment 4: Ladder');
    await userEvent.click(within(await card(1)).getByRole('button', { name: 'Remove segment' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Segment 4/ })).toBeNull());
    expect((await services.repos.Production.get(world.production.id))!.segmentIds).toHaveLength(3);
  });
});
