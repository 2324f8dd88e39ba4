import { loadAppConfig } from '@area-cliente/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootComposition } from './composition';
import { captureInstallPrompt, registerServiceWorker } from './pwa';

captureInstallPrompt();
registerServiceWorker();

async function start() {
  // config.json (footer phones and links) fills appConfigAtom; the app runs without it if it is missing.
  const [routes] = await Promise.all([bootComposition(), loadAppConfig()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App routes={routes} />
    </StrictMode>,
  );
}

void start();
