import { defineConfig } from 'vitest/config';

// Browser tests: real headless Chromium (playwright-core) against the built app on 127.0.0.1.
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['./tests/browser/global-setup.ts'],
    // Two files at a time, each with its own Chromium and fresh profile against the one preview
    // server: a browser test waits on the page half the time, so one file at a time left a core
    // idle (the suite took 9.5 min alone on two cores).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what it asserts; its default of one second failed a clean-clone run
    // under load (a living week's advance took longer), so every poll waits up to 30 s.
    expect: { poll: { timeout: 30_000 } },
    // No retry, here or in CI: a test waits for what it asserts (docs/decisions-general.md).
  },
});
