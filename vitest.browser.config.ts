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
    // No retry, here or in CI: a test waits for what it asserts (docs/decisions-general.md).
  },
});
