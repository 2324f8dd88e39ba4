import { loadAppConfig, marcaCss } from '@area-cliente/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootComposition } from './composition';
import { captureInstallPrompt, registerServiceWorker } from './pwa';

captureInstallPrompt();
registerServiceWorker();

async function start() {
  // config.json (footer phones and links) fills appConfigAtom; the app runs without it if it is missing.
  const [routes, config] = await Promise.all([bootComposition(), loadAppConfig()]);
  // The brand's colours; the API already put them in the page it serves, a static host did not.
  // A constructed sheet (CSSOM): the CSP allows no <style> element a script writes.
  if (config) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(marcaCss(config.marca));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
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
