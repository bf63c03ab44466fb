import { render, screen, waitFor } from '@testing-library/react';
import { DrawLater } from './DrawLater';

describe('DrawLater', () => {
  it('draws once the page has painted without it, busy until then', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      render(<DrawLater when="painted" className="place">{() => <p>The chart</p>}</DrawLater>);
      expect(screen.queryByText('The chart')).toBeNull();
      expect(document.querySelector('.place')).toHaveAttribute('aria-busy', 'true');

      frame?.(0);
      expect(await screen.findByText('The chart')).toBeInTheDocument();
      expect(document.querySelector('.place')).not.toHaveAttribute('aria-busy');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws when its place comes near the viewport, and at once where that cannot be known', async () => {
    const { unmount } = render(<DrawLater when="near">{() => <p>No observer</p>}</DrawLater>);
    expect(await screen.findByText('No observer')).toBeInTheDocument();
    unmount();

    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback;
      }
      observe() {}
      disconnect = disconnect;
    });
    try {
      render(<DrawLater when="near">{() => <p>Far below</p>}</DrawLater>);
      await waitFor(() => expect(seen).toBeDefined());
      seen?.([{ isIntersecting: false }]);
      expect(screen.queryByText('Far below')).toBeNull();
      seen?.([{ isIntersecting: true }]);
      expect(await screen.findByText('Far below')).toBeInTheDocument();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
