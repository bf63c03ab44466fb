import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Screen files that need a module graph of their own: they mock a module (vi.mock) or depend on
// state the app keeps once per page (the first screen shown).
const ISOLATED_SCREENS = [
  'src/ui/App.test.tsx',
  'src/ui/errors/FaceFallback.test.tsx',
  'src/ui/pages/production/SegmentCardRenders.test.tsx',
  'src/ui/components/DeferredTooltip.test.tsx',
  // Replaces the virtual list (jsdom lays out no rows) with vi.mock.
  'src/ui/pages/roster/RosterPage.test.tsx',
];

// Prebundled for the screens (one bundle each instead of hundreds of modules).
const PREBUNDLED = ['@fluentui/react-components', '@fluentui/react-icons', '@fluentui/react-charts', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-router-dom', '@testing-library/react', '@testing-library/user-event', '@testing-library/jest-dom/vitest', 'xstate', '@xstate/react', 'dexie', 'luxon', 'inversify', '@tanstack/react-virtual'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    globals: true,
    pool: 'threads',
    maxWorkers: 2,
    // Long enough for a screen's finds (30 s each, tests/setup.ts) at a load of 8; a passing test
    // never waits for it. No retry, locally or in CI: a test waits for what it asserts.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // One module graph a worker, warm across files: the files of this project share no
          // global state (each test's storage is a database of its own name), and this is what
          // took the project from 215 s of test time to 106 s.
          isolate: false,
          setupFiles: ['./tests/setup-logic.ts'],
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          // One module graph a worker here too (issue 32: the project took 300 s of wall time
          // isolated, 104 s shared): each file still gets a fresh jsdom window, and tests/setup.ts
          // unmounts every render after each test. The few files that replace a module (vi.mock)
          // or read the app's once-per-page state run isolated, below.
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: [...ISOLATED_SCREENS, 'node_modules/**'],
          deps: { optimizer: { client: { enabled: true, include: PREBUNDLED } } },
        },
      },
      {
        extends: true,
        test: {
          name: 'screens-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ISOLATED_SCREENS,
          deps: { optimizer: { client: { enabled: true, include: PREBUNDLED } } },
        },
      },
    ],
  },
});
