import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusElement, focusIsLost } from '../components/focus';

// How long a new screen may take to show its h1 (a lazy page's chunk, a first read).
const WAIT_MS = 5_000;

/**
 * When the route changes under a player whose focused control has gone (a button that opened
 * another screen), focus goes to the new screen's h1, and to <main> while the screen still loads,
 * never to <body>. A player whose focus is still somewhere (the Menu button) keeps it, and so does
 * one who never focused anything (an address typed in): the browser's starting point is right then.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>, pathname: string): void {
  const first = useRef(true);
  const used = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) used.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useLayoutEffect(() => {
    const control = used.current;
    // The app's first screen, or a route changed without a control that went with the old screen.
    if (first.current || !control || control.isConnected) {
      first.current = false;
      return;
    }
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const place = () => {
      const root = main.current;
      if (!root) return;
      const waitingOnMain = document.activeElement === root;
      if (!focusIsLost() && !waitingOnMain) return;
      if (focusElement(root.querySelector('h1'))) return;
      if (!waitingOnMain) focusElement(root);
      if (Date.now() < until) frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [main, pathname]);
}
