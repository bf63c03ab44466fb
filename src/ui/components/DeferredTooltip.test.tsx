import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { renderWithTheme } from '../testing/render';
import { DeferredTooltip } from './DeferredTooltip';
import { firstScreenShown } from './first-screen';

describe('a tooltip deferred past the first screen', () => {
  it('shows the named control at once, then adds the tooltip and gives focus back to the control', async () => {
    renderWithTheme(
      <DeferredTooltip content="Menu">
        <Button aria-label="Menu" />
      </DeferredTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Menu' });
    before.focus();
    act(() => firstScreenShown());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).not.toBe(before), { timeout: 30_000 });
    const after = screen.getByRole('button', { name: 'Menu' });
    expect(after).toHaveFocus();
    await userEvent.hover(after);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Menu');
  });
});
