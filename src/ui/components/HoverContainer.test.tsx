import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { HoverContainer } from './HoverContainer';

describe('HoverContainer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderIt = () => {
    renderWithTheme(
      <HoverContainer label="Card" collapsedHeight="70px">
        <button type="button">Inside</button>
      </HoverContainer>,
    );
    return screen.getByRole('group', { name: 'Card' });
  };

  it('expands to 2000px only after 300 ms of hover', () => {
    const box = renderIt();
    expect(box).toHaveStyle({ maxHeight: '70px' });
    fireEvent.mouseEnter(box);
    act(() => vi.advanceTimersByTime(299));
    expect(box).toHaveStyle({ maxHeight: '70px' });
    act(() => vi.advanceTimersByTime(1));
    expect(box).toHaveStyle({ maxHeight: '2000px' });
  });

  it('collapses on leave, and a short hover never expands it', () => {
    const box = renderIt();
    fireEvent.mouseEnter(box);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(box);
    expect(box).toHaveStyle({ maxHeight: '70px' });
    fireEvent.mouseEnter(box);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(box);
    act(() => vi.advanceTimersByTime(500));
    expect(box).toHaveStyle({ maxHeight: '70px' });
  });

  it('opens at once for keyboard focus and closes when focus leaves', () => {
    const box = renderIt();
    act(() => screen.getByRole('button', { name: 'Inside' }).focus());
    expect(box).toHaveStyle({ maxHeight: '2000px' });
    act(() => screen.getByRole('button', { name: 'Inside' }).blur());
    expect(box).toHaveStyle({ maxHeight: '70px' });
  });
});
