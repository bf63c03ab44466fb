import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Finds the element focus should move to; null while it has not rendered (or cannot take focus). */
export type FocusTarget = () => HTMLElement | null | undefined;

// A request whose target never appears (the action failed, the page moved on) is dropped after this.
const PATIENCE_MS = 10_000;

/**
 * Whether `el` can take focus and be used now: in the page, not disabled (a disabled button silently
 * refuses focus) and not waiting (Fluent's `disabledFocusable` marks a busy button aria-disabled).
 */
const focusable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';

/**
 * Moves focus to `el` if it can take it. Headings and regions that receive focus carry
 * tabIndex={-1}: focusable by script, never a Tab stop.
 */
export function focusElement(el: HTMLElement | null | undefined): boolean {
  if (!focusable(el)) return false;
  el.focus();
  return document.activeElement === el;
}

/**
 * Focus that follows an action whose result renders later (a re-read card, a new region).
 * `focusAfter(find)` asks for focus; after each render of the calling component `find` is tried
 * until it returns an element that takes focus (or PATIENCE_MS pass).
 */
export function useFocusAfter(): (find: FocusTarget) => void {
  const pending = useRef<{ find: FocusTarget; until: number } | null>(null);
  // Asking re-renders the caller once, so the request is tried even if nothing else changes.
  const [, setTick] = useState(0);

  // Before the browser paints: the control the player used may be disabled in this very render,
  // and focus must reach its target before the browser drops it on <body>.
  useLayoutEffect(() => {
    const request = pending.current;
    if (!request) return;
    if (Date.now() > request.until || focusElement(request.find())) pending.current = null;
  });

  return useCallback((find: FocusTarget) => {
    pending.current = { find, until: Date.now() + PATIENCE_MS };
    setTick((tick) => tick + 1);
  }, []);
}

/**
 * Whether the player has lost their place: focus on <body>, nowhere, on an element removed from the
 * page, or on one just disabled (the browser is about to drop it on <body>).
 */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * For an action that removes the control the player used (a deleted row, a removed segment, a
 * dialog whose trigger went with the record): for `ms` after it, whenever focus is lost it goes to
 * `find()` (the next item, or the list's heading). A MutationObserver runs before the browser paints,
 * so focus is never seen on <body>. Returns a stop function.
 */
export function guardFocus(find: FocusTarget, ms = PATIENCE_MS): () => void {
  // The page it guards: an observer outliving its page (a closed window) reads no other one.
  const doc = document;
  const rescue = () => {
    if (focusIsLost(doc)) focusElement(find());
  };
  const observer = new MutationObserver(rescue);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  const timer = setTimeout(() => observer.disconnect(), ms);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** After a refused form: focus on its first invalid field, else on its error message (`[role="alert"]`). */
export function focusFirstProblem(form: HTMLElement | null | undefined): boolean {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  return focusElement(invalid ?? form?.querySelector<HTMLElement>('[role="alert"]'));
}
