import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productionScreen } from '../production.test-support';

const editor = productionScreen();

/** Segment 1: Dune and Vik in a singles match; Rex and Ace are free to step in. */
async function bookDuneAndVik() {
  const [segmentId] = editor.world.production.segmentIds;
  await editor.services.segments.setType(segmentId, 'SINGLES');
  const { dune, vik } = editor.world.wrestlers;
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: dune.id });
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: vik.id });
  return segmentId;
}

describe('the booking coach on the production editor', () => {
  it('shows the change with both breakdowns and applies it', { timeout: 60_000 }, async () => {
    await bookDuneAndVik();
    await editor.open();
    const card = await editor.card(1);
    await userEvent.click(within(card).getByRole('button', { name: 'How to improve Segment 1: Singles' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to improve Segment 1: Singles' });
    expect(await within(dialog).findByText(/^Swap .+ for Rex Calloway: \+\d\.\d\d★$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Now' })).toHaveTextContent('Total');
    expect(within(dialog).getByRole('region', { name: 'After the change' })).toHaveTextContent('Total');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect((await editor.appearancesOf(0)).map((a) => a.wrestler?.name)).toContain('Rex Calloway'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The card re-read: Rex is in a team of segment 1 now.
    await waitFor(async () =>
      expect(within(await editor.card(1)).getAllByRole('list', { name: /^Team / }).map((l) => l.textContent).join(' ')).toContain('Rex Calloway'),
    );
  });

  it('says so when the segment is already at its best', async () => {
    const segmentId = await bookDuneAndVik();
    vi.spyOn(editor.services.coach, 'howToImprove').mockResolvedValue({
      segmentId,
      before: { explanation: { families: { points: 0, morale: 0, popularity: 0, alignment: 0, streak: 0, roles: 0, charisma: 0 }, fired: [], total: 0 }, rating: 0 },
      suggestion: null,
    });
    await editor.open();
    await userEvent.click(within(await editor.card(1)).getByRole('button', { name: /^How to improve/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/already at its best by the coach's measure/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('suggests a running order with the best match last and applies it', async () => {
    const first = await bookDuneAndVik();
    const { rex, ace } = editor.world.wrestlers;
    const { segment: main } = await editor.services.segments.addSegment({ productionId: editor.world.production.id, type: 'SINGLES', position: 0 });
    await editor.services.segments.toggleAppearance({ segmentId: main.id, wrestlerId: rex.id });
    await editor.services.segments.toggleAppearance({ segmentId: main.id, wrestlerId: ace.id });
    await editor.open();
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest running order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested running order' });
    const order = await within(dialog).findByRole('list', { name: 'Suggested running order' });
    expect(within(order).getAllByRole('listitem').at(-1)).toHaveTextContent('Segment 1: Singles');
    expect(within(dialog).getByRole('list', { name: 'Why' })).toHaveTextContent(/closes the show as the main event/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply order' }));
    await waitFor(async () => expect((await editor.services.repos.Production.get(editor.world.production.id))?.segmentIds.at(-1)).toBe(main.id));
    expect(first).not.toBe(main.id);
  });
});
