import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithTheme } from '../../testing/render';
import type { ProductionView } from './production-view';
import { seedTestWorld } from './production-test-world';
import { SegmentList } from './SegmentList';

/** The same card with its segments in another order (what a re-read after a move returns). */
const reordered = (view: ProductionView, order: readonly number[]): ProductionView => ({
  ...view,
  segments: order.map((i) => view.segments[i]),
});

describe('SegmentList keeps focus on the moved segment', () => {
  it('waits for the card in its new place when a read that began before the move lands first', async () => {
    const services = createTestAppServices();
    const world = await seedTestWorld(services);
    const view = (await services.production.view(world.production.id))!;
    const edit = vi.fn(async () => {});
    const list = (v: ProductionView) => <SegmentList view={v} candidates={v.wrestlers} edit={edit} />;
    const { rerender } = renderWithTheme(list(view));

    const second = screen.getAllByRole('region', { name: /^Segment / })[1];
    await userEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    expect(edit).toHaveBeenCalledTimes(1);

    // A stale read: the same order, in new objects. Focus must not settle yet.
    act(() => rerender(list(reordered(view, [0, 1, 2]))));
    // The re-read after the move: the segment is now first, where Move up is disabled.
    act(() => rerender(list(reordered(view, [1, 0, 2]))));

    const first = screen.getAllByRole('region', { name: /^Segment / })[0];
    expect(first).toHaveAttribute('data-segment-id', String(view.segments[1].segment.id));
    expect(within(first).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Move down' }));
  });
});
