import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusElement, focusIsLost, useFocusAfter } from './focus';

/** A button that fills a card later; focus is asked for the card's heading before it exists. */
function Filler() {
  const focusAfter = useFocusAfter();
  const [filled, setFilled] = useState(false);
  const fill = () => {
    focusAfter(() => document.getElementById('card-heading'));
    setTimeout(() => setFilled(true), 20);
  };
  return (
    <>
      <button type="button" disabled={filled} onClick={fill}>Fill</button>
      {filled && <h2 id="card-heading" tabIndex={-1}>Card</h2>}
    </>
  );
}

describe('focus that follows the player', () => {
  it('moves focus to content that renders after the action, once it exists', async () => {
    render(<Filler />);
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Card' })).toHaveFocus());
    expect(focusIsLost()).toBe(false);
  });

  it('refuses a disabled or busy (aria-disabled) target, and one no longer in the page', () => {
    render(
      <>
        <button type="button" disabled>Off</button>
        <button type="button" aria-disabled="true">Busy</button>
        <button type="button">On</button>
      </>,
    );
    expect(focusElement(screen.getByRole('button', { name: 'Off' }))).toBe(false);
    expect(focusElement(screen.getByRole('button', { name: 'Busy' }))).toBe(false);
    expect(focusElement(document.createElement('button'))).toBe(false);
    expect(focusElement(screen.getByRole('button', { name: 'On' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'On' })).toHaveFocus();
  });

  it('says focus is lost when it is on the body', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsLost()).toBe(true);
  });
});
