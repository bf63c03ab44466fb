import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * When a costly drawing (a chart: ~0.1 s of layout each) is made:
 * - `painted`: once the browser has painted the page without it (a frame, then a task), so what
 *   comes first on the screen is not held back by it;
 * - `near`: once its place comes within a screen's height of the viewport (never, for a place the
 *   player does not scroll to). Without IntersectionObserver (jsdom): at once.
 */
export type DrawWhen = 'painted' | 'near';

function useReady(when: DrawWhen, place: RefObject<HTMLDivElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    if (when === 'near') {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        setReady(true);
        return;
      }
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReady(true);
      }, { rootMargin: '100% 0px' });
      observer.observe(element);
      return () => observer.disconnect();
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setReady(true), 0);
    };
    if (typeof requestAnimationFrame === 'undefined') {
      later();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(later);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, when, place]);
  return ready;
}

interface DrawLaterProps {
  when: DrawWhen;
  /** The place's class: give it the drawing's size, so nothing moves when it comes. */
  className?: string;
  children: () => ReactNode;
}

/** A place of fixed size that draws `children` later (DrawWhen); busy until then. */
export function DrawLater({ when, className, children }: DrawLaterProps) {
  const place = useRef<HTMLDivElement>(null);
  const ready = useReady(when, place);
  return (
    <div ref={place} className={className} aria-busy={ready ? undefined : true}>
      {ready ? children() : null}
    </div>
  );
}
