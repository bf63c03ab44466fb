import { defineConfig } from 'vitest/config';

// Browser tests: real headless Chromium (playwright-core) against the built app on 127.0.0.1.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['./tests/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // As the unit tests (docs/decisions.md, Toolchain): one retry on the loaded CI machine, never locally.
    retry: process.env.CI ? 1 : 0,
  },
});
