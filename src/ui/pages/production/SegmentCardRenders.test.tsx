import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SegmentFormProps } from './SegmentForm';
import { productionScreen } from './production.test-support';

// Issue 19 (interaction-p95): a booking click must re-render the segment it changed, not the card.
// Each segment's form counts its renders, by segment id, around the real form.
const renders = vi.hoisted(() => new Map<number, number>());
vi.mock('./SegmentForm', async (importOriginal) => {
  const real = await importOriginal<typeof import('./SegmentForm')>();
  return {
    SegmentForm(props: SegmentFormProps) {
      const id = props.segment.id;
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return <real.SegmentForm {...props} />;
    },
  };
});

const editor = productionScreen();

describe('when one segment is edited', () => {
  beforeEach(() => renders.clear());

  it('re-renders that segment only, not the other segments of the card', async () => {
    await editor.open();
    const [first, second, third] = editor.world.production.segmentIds;
    const firstCard = await editor.card(1);
    await waitFor(() => expect(renders.get(third)).toBeGreaterThan(0));
    const [secondBefore, thirdBefore, firstBefore] = [renders.get(second), renders.get(third), renders.get(first)!];

    await userEvent.click(within(firstCard).getByRole('button', { name: 'Randomise' }));
    await waitFor(() => expect(within(firstCard).queryByText('Nobody booked yet.')).toBeNull());
    await screen.findByRole('button', { name: 'Randomise all' });

    expect(renders.get(first)).toBeGreaterThan(firstBefore);
    expect(renders.get(second)).toBe(secondBefore);
    expect(renders.get(third)).toBe(thirdBefore);

    // A change of type renames the segment's card; the others still stay as they are.
    await userEvent.selectOptions(within(await editor.card(1)).getByRole('combobox', { name: 'Type' }), 'BRAWL');
    await waitFor(async () => expect(await editor.card(1)).toHaveAccessibleName('Segment 1: Brawl'));
    expect(renders.get(second)).toBe(secondBefore);
    expect(renders.get(third)).toBe(thirdBefore);
  });

  it('reads the card again after the edit, not the whole view with the roster', async () => {
    await editor.open();
    const firstCard = await editor.card(1);
    const reads = { view: vi.spyOn(editor.services.production, 'view'), card: vi.spyOn(editor.services.production, 'refreshCard') };

    await userEvent.click(within(firstCard).getByRole('button', { name: 'Randomise' }));
    await waitFor(() => expect(within(firstCard).queryByText('Nobody booked yet.')).toBeNull());
    await screen.findByRole('button', { name: 'Randomise all' });

    expect(reads.card).toHaveBeenCalledTimes(1);
    expect(reads.view).not.toHaveBeenCalled();
  });
});
