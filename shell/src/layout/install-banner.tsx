import { Button } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { isIosSafari, isRunningInstalled, promptInstall, useCanPromptInstall } from '../pwa';

const DISMISSED_KEY = 'area-cliente.instalar-descartado';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: offer it again rather than never
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: it stays dismissed for this page only.
  }
}

/**
 * Offers installation (SPEC §1) once the browser says it can (Android-type browsers), or the iOS
 * hint, until the customer answers it once. Fixed at the bottom of the screen, so its arrival moves
 * nothing on the page.
 */
export function InstallBanner() {
  const canPrompt = useCanPromptInstall();
  const [dismissed, setDismissed] = useState(false);
  const [ios] = useState(() => isIosSafari());
  // Storage is asked last, only when there is something to offer: a page's first localStorage read
  // costs milliseconds on a cold profile, in the task that draws the first screen.
  if (dismissed || isRunningInstalled() || !(canPrompt || ios) || wasDismissed()) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
    // The focused button goes away with the banner: keep the keyboard in the page.
    document.getElementById('contenido')?.focus();
  };
  const install = () => {
    // Whatever the answer, the browser's own dialog was the offer: don't ask again.
    void promptInstall().finally(dismiss);
  };

  return (
    <section className="shell-install" aria-label="Instalar la aplicación">
      {canPrompt ? (
        <p>Instala el Área Cliente en tu móvil y entra con un toque desde la pantalla de inicio.</p>
      ) : (
        <p>
          Instala el Área Cliente en tu iPhone o iPad: pulsa el botón Compartir de Safari y después «Añadir a
          pantalla de inicio».
        </p>
      )}
      <div className="shell-install__actions">
        {canPrompt && <Button onClick={install}>Instalar</Button>}
        <Button variant="secondary" onClick={dismiss}>
          {canPrompt ? 'Ahora no' : 'Entendido'}
        </Button>
      </div>
    </section>
  );
}
