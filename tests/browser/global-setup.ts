import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

let server: PreviewServer | undefined;

/** Builds the app once, serves dist/ on loopback, and hands the URL to every browser test. */
export async function setup(project: TestProject): Promise<void> {
  const chromiumPath = findChromium();
  if (!process.env.KAYFABE_SKIP_BUILD) {
    // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'production', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
}
