import { loadAppConfig } from '@area-cliente/shared';
import { marcaCss } from '@area-cliente/shared/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootComposition, withDemoRoutes } from './composition';
import { captureInstallPrompt, registerServiceWorker } from './pwa';
import { startRealUserSignals } from './telemetry';

captureInstallPrompt();
registerServiceWorker();
startRealUserSignals();

async function start() {
  // config.json (footer phones and links) fills appConfigAtom; the app runs without it if it is missing.
  const [deployed, config] = await Promise.all([bootComposition(), loadAppConfig()]);
  // The demo's own screens (the campaign preview) are routed only when config.json says demo.
  const routes = withDemoRoutes(deployed, config?.demo === true);
  // The brand's colours; the API already put them in the page it serves, a static host did not.
  // Set on <html> through the CSSOM, which the CSP allows (a <style> a script writes it does not), in
  // every engine (constructed style sheets need Safari 16.4).
  if (config) document.documentElement.style.cssText += marcaCss(config.marca).replace(/^:root\{|\}$/g, '');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds instead of one long
  // task, and index.html's skeleton stays on screen until the first commit replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    );
  });
}

void start();
