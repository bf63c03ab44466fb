import { useEffect } from 'react';
import { focusElement, focusIsLost } from '../components/focus';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * The shell's safety net under every screen: when focus falls to <body> (a dialog closed whose
 * trigger Fluent cannot find — it restores focus only to a DialogTrigger — or a control removed
 * with its content), focus goes back to the last control used outside a dialog, or, if that has gone
 * too, to the screen's h1. Screens that know a better place (the next item, a list's heading) move
 * focus first: this runs a microtask later and then finds focus already placed.
 * Focus on its way to another control is not lost: between a blur and the focus that follows it
 * <body> holds focus for a moment, and a render in the blur's handler (a combobox closing its list)
 * once sent focus back to the control the player was leaving (issue 19).
 */
export function useFocusKeeper(main: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let moving: Element | null = null;
    const remember = (event: FocusEvent) => {
      moving = null;
      const target = event.target as HTMLElement | null;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(DIALOG)) last = target;
    };
    const leave = (event: FocusEvent) => {
      moving = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    };
    const restore = () => {
      if (moving?.isConnected || !focusIsLost() || document.querySelector(DIALOG)) return;
      if (!focusElement(last)) focusElement(main.current?.querySelector('h1'));
    };
    const observer = new MutationObserver(() => queueMicrotask(restore));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', remember);
    // Capturing: it must run before React's own blur handlers, whose renders queue `restore`.
    document.addEventListener('focusout', leave, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', leave, true);
    };
  }, [main]);
}
