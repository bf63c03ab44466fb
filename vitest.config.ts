import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          // took the project from 215 s of test time to 106 s. Screens keep their isolation:
          // Fluent's focus manager outlives a jsdom window (NodeFilter gone under its observers).
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
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['@fluentui/react-components', '@fluentui/react-icons', '@fluentui/react-charts', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-router-dom', '@testing-library/react', '@testing-library/user-event', '@testing-library/jest-dom/vitest', 'xstate', '@xstate/react', 'dexie', 'luxon', 'inversify', '@tanstack/react-virtual'],
              },
            },
          },
        },
      },
    ],
  },
});
