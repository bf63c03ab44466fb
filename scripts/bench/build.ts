import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import pkg from '../../package.json' with { type: 'json' };

// Builds land under node_modules/.cache (ignored by git), apart from `dist/`, so a bench never
// races a test run that is building the app at the same time; in a folder of their checkout's own,
// as git worktrees may share one node_modules (a bench in another worktree rebuilt and emptied
// them under a running one).
const ROOT = resolve(import.meta.dirname, '../..');
const CHECKOUT = `${basename(ROOT)}-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`;
export const APP_OUT = resolve(ROOT, 'node_modules/.cache/kayfabe-bench', CHECKOUT, 'app');
export const PAGE_OUT = resolve(ROOT, 'node_modules/.cache/kayfabe-bench', CHECKOUT, 'page');

/**
 * The app as `npm run build` makes it (vite.config.ts), into APP_OUT, plus hidden source maps
 * (separate files, no reference in the JS) so the bench can say what the first load is made of.
 */
export async function buildApp(): Promise<void> {
  await build({ root: ROOT, logLevel: 'error', build: { outDir: APP_OUT, emptyOutDir: true, sourcemap: 'hidden' } });
}

/**
 * The storage bench page (scripts/bench/page): its own config and entry, so none of it can end
 * up in the app's bundle; it imports the real infrastructure and use cases.
 */
export async function buildBenchPage(): Promise<void> {
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, 'page'),
    base: './',
    logLevel: 'error',
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    build: { outDir: PAGE_OUT, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096, ...(process.env.BENCH_PROFILE ? { minify: false } : {}) },
  });
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

async function serve(outDir: string, configFile: string | false): Promise<Served> {
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((done) => server.httpServer.close(() => done())),
  };
}

/** `vite preview` of the built app on loopback, as the browser tests serve it. */
export const serveApp = () => serve(APP_OUT, resolve(ROOT, 'vite.config.ts'));
export const serveBenchPage = () => serve(PAGE_OUT, false);
