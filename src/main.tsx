// Jost, bundled from npm (no CDN): the weights Fluent's type ramp uses.
import '@fontsource/jost/400.css';
import '@fontsource/jost/600.css';
import '@fontsource/jost/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer, resolveAppServices } from './infrastructure/di';
import { App } from './ui/App';
import { whenFirstScreenShown } from './ui/components/first-screen';
import { inspectorObserver } from './ui/inspector';
import { registerServiceWorker } from './ui/pwa/register-service-worker';

// Composition root: the only place besides src/infrastructure/di that sees every layer.
const services = resolveAppServices(createContainer({ inspect: inspectorObserver() }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);

// The worker and workbox-window are no part of the first screen: registered once it is painted.
whenFirstScreenShown(() => void registerServiceWorker());

// Issue 19: a game saved before the history's lookup index is upgraded once, off the first paint
// (until then its screens read history whole, as before). A new game needs none.
setTimeout(() => {
  services.history.upgrade().catch((error: unknown) => services.logger.warn('Could not upgrade the game history', error));
}, 2000);
