import { useState } from 'react';
import { abrirDocumento } from '../api/abrir-documento';

/** A document name that opens its PDF; busy while the download token is on its way. */
export function DocumentoBoton({ uuid, nombre }: { uuid: string; nombre: string }) {
  const [busy, setBusy] = useState(false);
  const visible = nombre.replace(/\.pdf$/i, '');
  const open = () => {
    setBusy(true);
    void abrirDocumento(uuid).finally(() => setBusy(false));
  };
  return (
    <button type="button" className="claims-doc" onClick={open} disabled={busy} aria-busy={busy || undefined}>
      <span className="claims-doc__icon" aria-hidden="true">
        PDF
      </span>
      <span className="claims-doc__name">{visible}</span>
      {/* Named by its content, not aria-label, so the name always holds the visible text (SC 2.5.3). */}
      <span className="ac-visually-hidden"> (PDF, se abre en una pestaña nueva)</span>
    </button>
  );
}
