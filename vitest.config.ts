import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    pool: 'threads',
    testTimeout: 20000,
    // CI runs on a shared, noisy machine where a jsdom screen test can lose a race with a Fluent
    // animation; one retry there (never locally, where a flaky test must be seen and fixed).
    retry: process.env.CI ? 1 : 0,
  },
});
