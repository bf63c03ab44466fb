import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

// The built app's Content-Security-Policy: only its own origin, no inline script, no eval. Why each
// source is there: docs/decisions-access.md, "## csp".
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The hash is the empty string's: Griffel and FluentProvider add empty <style> elements and fill
  // them through CSSOM (insertRule, which CSP does not govern); a <style> with any text stays blocked.
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "font-src 'self'",
  "worker-src 'self'",
  // data: for a save's pictures, which safe-url accepts as base64 raster data URLs.
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Puts the policy first in dist/index.html, in the build only: the dev server needs inline scripts
 * for React refresh. A <meta> ignores frame-ancestors, so that one travels in the headers below.
 */
const contentSecurityPolicy = (): Plugin => ({
  name: 'kayfabe-content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ],
});

// Relative base so the built app works from any folder and the service worker registers at ./sw.js.
export default defineConfig({
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    react(),
    contentSecurityPolicy(),
    VitePWA({
      filename: 'sw.js',
      scope: './',
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Kayfabe',
        short_name: 'Kayfabe',
        description: 'Wrestling-promotion management simulator',
        theme_color: '#222222',
        background_color: '#282828',
        display: 'standalone',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  server: { host: '127.0.0.1' },
  // What a host should send too: the policy, frame-ancestors (headers only), no sniffing, no referrer.
  preview: {
    host: '127.0.0.1',
    headers: {
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  },
});
