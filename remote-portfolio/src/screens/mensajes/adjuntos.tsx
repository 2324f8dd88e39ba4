import { api, isApiError } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type Adjunto } from '@area-cliente/shared/contract';
import { openDownload } from '@area-cliente/shared/downloads';
import {
  ADJUNTO_DEMASIADO_GRANDE,
  ADJUNTO_NO_VALIDO,
  MAX_ADJUNTOS_MENSAJE,
  MAX_BYTES_ADJUNTO,
  textoTamano,
  TIPOS_ADJUNTO,
} from '@area-cliente/shared/domain';
import { Button } from '@area-cliente/shared/ui';
import { useId, useState } from 'react';

const NO_SUBIDO = 'No hemos podido subir el archivo. Vuelve a elegirlo.';

/** An attachment of a message: opens in a new tab with a one-use download token. */
export function AdjuntoEnlace({ a }: { a: Adjunto }) {
  return (
    <Button
      variant="link"
      onClick={() => void openDownload('ADJUNTO_MENSAJE', a.uuid, DOWNLOADS.adjuntoMensaje, { uuid: a.uuid })}
    >
      {a.nombre} ({textoTamano(a.bytes)})
    </Button>
  );
}

/**
 * The files of a message being written: each is uploaded when chosen (checked first here for type and
 * size, then by its bytes on the server) and sent by its uuid with the message.
 */
export function AdjuntosCampo({
  adjuntos,
  onChange,
}: {
  adjuntos: Adjunto[];
  onChange: (adjuntos: Adjunto[]) => void;
}) {
  const id = useId();
  const [subiendo, setSubiendo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lleno = adjuntos.length >= MAX_ADJUNTOS_MENSAJE;

  const sube = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setError(null);
    if (!(TIPOS_ADJUNTO as readonly string[]).includes(file.type)) return setError(ADJUNTO_NO_VALIDO);
    if (file.size > MAX_BYTES_ADJUNTO) return setError(ADJUNTO_DEMASIADO_GRANDE);
    setSubiendo(true);
    try {
      const subido = await api.call(CALLS.subeAdjuntoMensaje, { body: { archivo: file } });
      onChange([...adjuntos, subido]);
    } catch (e) {
      setError(isApiError(e) ? e.mensaje : NO_SUBIDO);
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <div className="mensajes-adjuntos">
      <label htmlFor={id} className="ac-field__label">
        Adjuntar un archivo (opcional)
      </label>
      <p id={`${id}-ayuda`} className="ac-field__hint">
        PDF, JPEG o PNG de hasta 10 MB; como mucho {MAX_ADJUNTOS_MENSAJE} por mensaje.
      </p>
      <input
        id={id}
        type="file"
        className="mensajes-adjuntos__input"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-describedby={error ? `${id}-ayuda ${id}-error` : `${id}-ayuda`}
        aria-invalid={error ? true : undefined}
        disabled={subiendo || lleno}
        onChange={(e) => {
          void sube(e.target.files);
          e.target.value = '';
        }}
      />
      {subiendo && <p role="status">Subiendo el archivo…</p>}
      {error && (
        <p id={`${id}-error`} className="ac-field__error" role="alert">
          {error}
        </p>
      )}
      {adjuntos.length > 0 && (
        <ul className="mensajes-adjuntos__lista" aria-label="Archivos adjuntos">
          {adjuntos.map((a) => (
            <li key={a.uuid}>
              <span>
                {a.nombre} ({textoTamano(a.bytes)})
              </span>
              <Button
                variant="link"
                aria-label={`Quitar ${a.nombre}`}
                onClick={() => onChange(adjuntos.filter((x) => x.uuid !== a.uuid))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
