import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productionScreen } from './production.test-support';

const editor = productionScreen();
const { card } = editor;
const open = () => editor.open();
const appearancesOf = (index: number) => editor.appearancesOf(index);

// Typing into the roster's combobox re-renders the card on each key in jsdom: ~12 s a test alone, more on a loaded machine.
describe('the production editor', { timeout: 60_000 }, () => {
  it('adds a wrestler with the picker, and picking them again takes them out (a toggle)', async () => {
    await open();
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

  it('puts a picked wrestler into the chosen team, or a new one', async () => {
    const [segmentId] = editor.world.production.segmentIds;
    await editor.services.segments.setType(segmentId, 'TAG_TEAM');
    await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
    await open();
    const picker = within(await card(1)).getByRole('combobox', { name: 'Add or remove a wrestler' });
    await userEvent.selectOptions(within(await card(1)).getByRole('combobox', { name: 'Into team' }), 'Team 1');
    await userEvent.type(picker, 'Ace');
    await userEvent.click(await screen.findByRole('option', { name: /^Ace Morrow/ }));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Team 1' })).toHaveTextContent(/Rex Calloway.*Ace Morrow/));

    await userEvent.selectOptions(within(await card(1)).getByRole('combobox', { name: 'Into team' }), 'A new team');
    await userEvent.type(picker, 'Dune');
    await userEvent.click(await screen.findByRole('option', { name: /^Dune Patel/ }));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Team 2' })).toHaveTextContent('Dune Patel'));
    expect((await appearancesOf(0)).map((a) => [a.wrestler?.name, a.groupId])).toEqual([['Rex Calloway', 1], ['Ace Morrow', 1], ['Dune Patel', 2]]);
  });

  it('makes the whole team of the chosen winner win and every other team lose', async () => {
    const [segmentId] = editor.world.production.segmentIds;
    await editor.services.segments.setType(segmentId, 'TAG_TEAM');
    const { rex, ace, dune, vik } = editor.world.wrestlers;
    for (const [wrestler, groupId] of [[rex, 1], [ace, 1], [dune, 2], [vik, 2]] as const) {
      await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: wrestler.id, groupId });
    }
    await open();
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
    const [segmentId] = editor.world.production.segmentIds;
    await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
    await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.ace.id });
    await open();
    const first = await card(1);

    await userEvent.click(within(first).getByRole('button', { name: 'Ace Morrow is a manager' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Ace Morrow is a manager' })).toHaveAttribute('aria-pressed', 'true'));
    expect((await appearancesOf(0)).find((a) => a.wrestler?.name === 'Ace Morrow')?.manager).toBe(true);

    await userEvent.click(within(first).getByRole('button', { name: 'Remove Rex Calloway' }));
    await waitFor(async () => expect((await appearancesOf(0)).map((a) => a.wrestler?.name)).toEqual(['Ace Morrow']));
  });

  it('adds a faction as one team, offers a singles title only once every team is one wrestler, then brings its holder in', async () => {
    await open();
    const first = await card(1);
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'SINGLES');
    await waitFor(async () => expect(await card(1)).toHaveAccessibleName('Segment 1: Singles'));
    const singles = await card(1);
    await userEvent.selectOptions(within(singles).getByRole('combobox', { name: 'Faction' }), 'The Harbour Crew');
    await userEvent.click(within(singles).getByRole('button', { name: 'Add faction' }));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Team 1' })).toHaveTextContent(/Dune Patel.*Vik Stone/));

    // DESIGN §4: a team of two cannot take a singles title; the picker says why and offers nothing.
    const misfit = within(await card(1)).getByRole('option', {
      name: 'NPW Heavyweight Championship (Rex Calloway): held by one wrestler, but team 1 has 2 wrestlers',
    });
    expect(misfit).toBeDisabled();
    expect(within(await card(1)).getByRole('group', { name: 'Cannot be defended here' })).toContainElement(misfit);

    await userEvent.click(within(await card(1)).getByRole('button', { name: 'Remove Vik Stone' }));
    await waitFor(async () =>
      expect(within(await card(1)).getByRole('option', { name: 'NPW Heavyweight Championship (Rex Calloway)' })).toBeEnabled(),
    );
    await userEvent.selectOptions(within(await card(1)).getByRole('combobox', { name: 'Add a championship' }), String(editor.world.titleId));
    await waitFor(async () => expect(within(await card(1)).getByRole('list', { name: 'Championships on the line' })).toHaveTextContent('NPW Heavyweight Championship'));
    expect(within(await card(1)).getByRole('list', { name: 'Team 2' })).toHaveTextContent('Rex Calloway');
    expect(within(await card(1)).queryByText(/Cannot change hands/)).toBeNull();
  });

  it('warns when the teams no longer fit a title on the line: its winners would not take it', async () => {
    const [segmentId] = editor.world.production.segmentIds;
    const { ace, dune } = editor.world.wrestlers;
    await editor.services.segments.setType(segmentId, 'SINGLES');
    await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: ace.id });
    await editor.services.segments.toggleChampionship({ segmentId, championshipId: editor.world.titleId });
    await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: dune.id, groupId: 1 });
    await open();
    const onTheLine = within(await card(1)).getByRole('list', { name: 'Championships on the line' });
    expect(onTheLine).toHaveTextContent('Cannot change hands as the teams stand: held by one wrestler, but team 1 has 2 wrestlers.');
  });

});
