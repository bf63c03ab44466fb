import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productionScreen } from './production.test-support';

const editor = productionScreen();
const { card } = editor;
const open = () => editor.open();

describe('the running order and costs of a card', () => {
  it('shows the header, the running order of empty segments and the card\'s running costs', async () => {
    await open();
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


  it('reorders with Move up and Move down and keeps keyboard focus on the moved segment', async () => {
    const [a, b, c] = editor.world.production.segmentIds;
    await editor.services.segments.setType(c, 'PROMO');
    await open();
    const third = await card(3);
    expect(third).toHaveAccessibleName('Segment 3: Promo');
    within(third).getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(async () => expect((await editor.services.repos.Production.get(editor.world.production.id))!.segmentIds).toEqual([a, c, b]));
    // Focus settles after the card's re-render: wait for where it ends up, not where it passes.
    await waitFor(() => {
      expect(document.activeElement!.closest('[role="region"]')).toHaveAccessibleName('Segment 2: Promo');
      expect(document.activeElement).toHaveAccessibleName('Move up');
    });

    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await editor.services.repos.Production.get(editor.world.production.id))!.segmentIds).toEqual([c, a, b]));
    // At the top Move up is disabled, so focus lands on the card's other move button.
    await waitFor(() => {
      expect(document.activeElement!.closest('[role="region"]')).toHaveAccessibleName('Segment 1: Promo');
      expect(document.activeElement).toHaveAccessibleName('Move down');
    });
    expect(within(await card(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
  });


  it('adds and removes segments', async () => {
    await open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New segment type' }), 'LADDER');
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(await card(4)).toHaveAccessibleName('Segment 4: Ladder');
    await userEvent.click(within(await card(1)).getByRole('button', { name: 'Remove segment' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Segment 4/ })).toBeNull());
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.segmentIds).toHaveLength(3);
    // The removed card took its button with it: focus goes to the card now first, never to <body>.
    await waitFor(() => expect(within(screen.getByRole('region', { name: /^Segment 1/ })).getByRole('heading', { level: 2 })).toHaveFocus());
  });
});
