import { act as flush, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppServices } from '../../../application/services';
import type { GameChange } from '../../../application/ports/change-feed.port';
import { ServicesProvider } from '../../services-context';
import type { ProductionView } from './production-view';
import { BUSY_AFTER_MS, useProduction } from './use-production';

// Issue 19 (interaction-p95): a booking click no longer flips the page to busy before its edit;
// edits wait their turn in a queue, and the page shows itself busy only when an edit is slow.

const VIEW = {
  production: { id: 7 }, show: null, venue: null, venues: [], brands: [], segments: [], wrestlers: [], championships: [], factions: [], shortfalls: [], gameBrandIds: [],
} as unknown as ProductionView;

function servicesWithCard() {
  let refreshed = 0;
  const listeners: ((change: GameChange) => void)[] = [];
  const changes = { publish: vi.fn(), subscribe: vi.fn((listener: (change: GameChange) => void) => (listeners.push(listener), () => {})) };
  const services = {
    changes,
    production: {
      view: vi.fn(async () => VIEW),
      refreshCard: vi.fn(async (previous: ProductionView) => ({ ...previous, refreshed: ++refreshed })),
    },
    logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
  } as unknown as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
  /** Another tab wrote to the game. */
  const elsewhere = () => listeners.forEach((listener) => listener({ kind: 'changed', tables: ['Segment'] }));
  return { services, wrapper, elsewhere };
}

/** A promise and the function that settles it, to hold an edit open as long as a test needs. */
function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('useProduction: booking edits', () => {
  it('runs edits one after another in the order asked, each followed by a read of the card', async () => {
    const { services, wrapper } = servicesWithCard();
    const { result } = renderHook(() => useProduction(7), { wrapper });
    await waitFor(() => expect(result.current.view).toBe(VIEW));
    const order: string[] = [];
    const first = gate();
    let a!: Promise<void>;
    let b!: Promise<void>;
    flush(() => {
      a = result.current.act(async () => {
        order.push('a starts');
        await first.promise;
        order.push('a ends');
      });
      b = result.current.act(async () => {
        order.push('b starts');
      });
    });
    await Promise.resolve();
    expect(order).toEqual(['a starts']); // b waits for a
    first.open();
    await flush(() => Promise.all([a, b]));
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
    expect(services.production.refreshCard).toHaveBeenCalledTimes(2);
    expect((result.current.view as unknown as { refreshed: number }).refreshed).toBe(2);
  });

  it('shows busy only once an edit has run for a while, and settles when every edit is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { wrapper } = servicesWithCard();
      const { result } = renderHook(() => useProduction(7), { wrapper });
      await waitFor(() => expect(result.current.view).toBe(VIEW));
      const slow = gate();
      let edit!: Promise<void>;
      flush(() => {
        edit = result.current.act(() => slow.promise);
      });
      expect(result.current.busy).toBe(false); // a quick edit never shows as busy
      let settled = false;
      void result.current.settled().then(() => (settled = true));
      await flush(async () => vi.advanceTimersByTime(BUSY_AFTER_MS + 10));
      expect(result.current.busy).toBe(true);
      expect(settled).toBe(false);
      slow.open();
      await flush(() => edit);
      await waitFor(() => expect(result.current.busy).toBe(false));
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the queue going after a failed edit, and says what failed', async () => {
    const { wrapper } = servicesWithCard();
    const { result } = renderHook(() => useProduction(7), { wrapper });
    await waitFor(() => expect(result.current.view).toBe(VIEW));
    let ran = false;
    await flush(async () => {
      void result.current.act(async () => {
        throw new Error('Segment not found.');
      });
      await result.current.act(async () => {
        ran = true;
      });
    });
    expect(ran).toBe(true);
    // The later edit succeeded, so the error is cleared, as after any successful edit.
    expect(result.current.error).toBeNull();
    await flush(() => result.current.act(async () => {
      throw new Error('Segment not found.');
    }));
    expect(result.current.error).toBe('Segment not found.');
  });

  it('reads the whole view again when another tab writes to the game (its writes are not in this tab\'s write log)', async () => {
    const { services, wrapper, elsewhere } = servicesWithCard();
    const { result } = renderHook(() => useProduction(7), { wrapper });
    await waitFor(() => expect(result.current.view).toBe(VIEW));
    expect(services.production.view).toHaveBeenCalledTimes(1);
    flush(() => elsewhere());
    await waitFor(() => expect(services.production.view).toHaveBeenCalledTimes(2));
    expect(services.production.refreshCard).not.toHaveBeenCalled();
  });
});
