import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default; on a busy 2-core machine a screen reading real
// fake-indexeddb services can take longer than that without being wrong. A role query over a page
// with an open Fluent dialog is itself slow in jsdom: under a load of 15 (CI on a shared machine)
// a confirmation dialog was not found within 5 s (CareersPage, TitleHolders), so 10 s.
configure({ asyncUtilTimeout: 10000 });

// jsdom lays nothing out, so Fluent's focus manager takes every control for invisible: a dialog
// then focuses its own surface and tabster hides the dialog (aria-hidden) a moment later, with its
// buttons unreachable by role. The stubs give elements the minimal layout a browser always has.
// Every jsdom file gets them (the careers and dialogs tests failed 5 runs in 6 without).
if (typeof document !== 'undefined') {
  let restoreLayout: () => void = () => {};
  beforeAll(async () => {
    const { stubLayoutForFocusManagement } = await import('../src/ui/testing/jsdom-layout');
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterAll(() => restoreLayout());
}
