/**
 * jsdom lays nothing out, so Fluent's focus manager (tabster) thinks every element is invisible:
 * a dialog then focuses its own surface instead of its first control and tabster leaves the
 * dialog aria-hidden. A browser never does that; these stubs give elements a minimal layout.
 */
export function stubLayoutForFocusManagement(): () => void {
  const bodyRect = document.body.getBoundingClientRect;
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  document.body.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: 768 });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hidden ? null : this.parentElement;
    },
  });
  return () => {
    document.body.getBoundingClientRect = bodyRect;
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  };
}
