import { useState } from 'react';
import { abrirDocumento } from './abrir-documento';

/** A document name that opens its PDF; busy while the download token is on its way. */
export function DocumentoBoton({ uuid, nombre }: { uuid: string; nombre: string }) {
  const [busy, setBusy] = useState(false);
  const visible = nombre.replace(/\.pdf$/i, '');
  const open = () => {
    setBusy(true);
    void abrirDocumento(uuid).finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="claims-doc"
      onClick={open}
      disabled={busy}
      aria-busy={busy || undefined}
      // The accessible name starts with the visible text, so voice control finds it (WCAG 2.5.3).
      aria-label={`${visible} (PDF, se abre en una pestaña nueva)`}
    >
      <span className="claims-doc__icon" aria-hidden="true">
        PDF
      </span>
      <span className="claims-doc__name">{visible}</span>
    </button>
  );
}
