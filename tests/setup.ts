import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Screen files share one module graph a worker (vitest.config.ts): Testing Library registers its
// automatic unmount once per graph, that is for the first file only, so every file asks for it.
afterEach(() => cleanup());

// findBy*/waitFor wait up to 1 s by default. Screens here read real fake-indexeddb services on a
// 2-core machine that runs two test workers, and must pass at a load of 8 without a retry: a full
// card's completion or a role query over a page with an open Fluent dialog took over 10 s there.
// A find returns as soon as what it waits for is there, so a long limit costs nothing when the
// test passes; the test's own limit (vitest.config.ts) is longer still.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lays nothing out, so Fluent's focus manager takes every control for invisible: a dialog
// then focuses its own surface and tabster hides the dialog (aria-hidden) a moment later, with its
// buttons unreachable by role. The stubs give elements the minimal layout a browser always has.
// Every jsdom file gets them (the careers and dialogs tests failed 5 runs in 6 without).
if (typeof document !== 'undefined') {
  // jsdom measures no SVG text. The chart library measures its labels once a chart has painted,
  // which can be after a test's own clean-up: a length stubbed per test was then gone (RatingsPage
  // failed so, 1 run in 3), so every jsdom file has one for good.
  const svg = SVGElement.prototype as unknown as Record<string, unknown>;
  svg.getComputedTextLength ??= function (this: SVGElement) {
    return (this.textContent ?? '').length * 7;
  };
  svg.getBBox ??= function (this: SVGElement) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * 7, height: 12 };
  };

  // jsdom's getComputedStyle matches every CSS rule of the page against the element, and Fluent
  // inserts one rule per class and property (about a thousand on a screen): role queries and
  // user-event's pointer-events check call it thousands of times a file, 40% of a screen test's
  // time. What a test can observe of a style sheet is whether an element is shown, visible and
  // clickable, so only the rules that can say so are kept; colours, spacing and fonts never reach
  // jsdom. Inline styles (`style=`) are untouched.
  const observable = /display|visibility|opacity|pointer-events/;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    return observable.test(rule) ? insertRule.call(this, rule, index) : (index ?? this.cssRules.length);
  };
  let restoreLayout: () => void = () => {};
  beforeAll(async () => {
    const { stubLayoutForFocusManagement } = await import('../src/ui/testing/jsdom-layout');
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterAll(() => restoreLayout());
}

// The game's calendar is today's date: fixtures dated 2026-11-22 would be nights that have passed
// (issue 33: time runs forward) on any later day. Every unit and screen test starts on the same
// instant, and the clock runs on from there (only Date is faked; timers stay real).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z'), shouldAdvanceTime: true });
