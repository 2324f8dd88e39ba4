import { api, isApiError } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { MAX_FOTOS } from '@area-cliente/shared/domain';
import { useCallback, useId, useRef, useState } from 'react';
import type { FotoBorrador } from './borrador';
import { FotoRechazada, prepararFoto } from './preparar-foto';

/** A chosen file on its way to the API, or refused (then it stays listed with why, until removed). */
type FotoEnCurso = { id: string; nombre: string; error: string | null };

const MAXIMO_FOTOS = `Puedes añadir hasta ${MAX_FOTOS} fotos.`;
const NO_SUBIDA = 'No hemos podido subir la foto. Vuelve a elegirla.';

/**
 * Photos are uploaded one by one as they are chosen, so the send only names stored ones. `fotos` are
 * the draft's; `setFotos` updates them from the latest draft (uploads finish after other changes).
 */
export function useSubidaFotos(
  fotos: FotoBorrador[],
  setFotos: (update: (fotos: FotoBorrador[]) => FotoBorrador[]) => void,
) {
  const [enCurso, setEnCurso] = useState<FotoEnCurso[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const subiendo = enCurso.some((f) => f.error === null);
  // One photo on its way at a time, also across two quick choices: the API takes one upload per
  // customer at once and refuses a second while the first is still arriving.
  const cola = useRef<Promise<unknown>>(Promise.resolve());
  const enTurno = useCallback(<T,>(subir: () => Promise<T>): Promise<T> => {
    const turno = cola.current.then(subir, subir);
    cola.current = turno.catch(() => undefined);
    return turno;
  }, []);

  const anade = useCallback(
    async (files: File[]) => {
      setAviso(null);
      let libres = MAX_FOTOS - fotos.length - enCurso.filter((f) => f.error === null).length;
      for (const file of files) {
        if (libres <= 0) {
          setAviso(MAXIMO_FOTOS);
          break;
        }
        libres -= 1;
        const id = crypto.randomUUID();
        const marca = (error: string | null) =>
          setEnCurso((all) =>
            error === null
              ? all.filter((f) => f.id !== id)
              : all.map((f) => (f.id === id ? { ...f, error } : f)),
          );
        setEnCurso((all) => [...all, { id, nombre: file.name, error: null }]);
        try {
          const { blob, miniatura } = await prepararFoto(file);
          const subida = await enTurno(() => api.call(CALLS.subeFotoSiniestro, { body: { foto: blob } }));
          setFotos((actuales) => [...actuales, { uuid: subida.uuid, nombre: file.name, miniatura }]);
          marca(null);
        } catch (error) {
          libres += 1;
          marca(error instanceof FotoRechazada || isApiError(error) ? error.message : NO_SUBIDA);
        }
      }
    },
    [fotos.length, enCurso, setFotos, enTurno],
  );

  const quitaEnCurso = (id: string) => setEnCurso((all) => all.filter((f) => f.id !== id));
  return { enCurso, aviso, subiendo, anade, quitaEnCurso };
}

type PasoFotosProps = {
  fotos: FotoBorrador[];
  subida: ReturnType<typeof useSubidaFotos>;
  quita: (uuid: string) => void;
};

export function PasoFotos({ fotos, subida, quita }: PasoFotosProps) {
  const id = useId();
  const llenas = fotos.length >= MAX_FOTOS;
  return (
    <div className="declarar-fotos">
      <div className="ac-field">
        <label htmlFor={id} className="ac-field__label">
          Añade fotos de los daños (opcional)
        </label>
        <p id={`${id}-hint`} className="ac-field__hint">
          Hasta {MAX_FOTOS} fotos JPEG, PNG, HEIC o WebP de 10 MB como máximo. Las reducimos antes de
          enviarlas.
        </p>
        <input
          id={id}
          type="file"
          className="declarar-fotos__input"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          multiple
          disabled={llenas}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void subida.anade(files);
          }}
        />
        {/* The browser's own button speaks the browser's language: this one is the page's. */}
        <label htmlFor={id} className="ac-button ac-button--secondary declarar-fotos__boton">
          Elegir fotos
        </label>
      </div>
      {subida.aviso && (
        <p className="ac-field__error" role="alert">
          {subida.aviso}
        </p>
      )}
      <ul className="declarar-fotos__lista" aria-label="Fotos añadidas">
        {fotos.map((foto, i) => (
          <li key={foto.uuid} className="declarar-foto">
            {foto.miniatura ? (
              <img
                src={foto.miniatura}
                alt={`Foto ${i + 1}: ${foto.nombre}`}
                className="declarar-foto__img"
              />
            ) : (
              <span className="declarar-foto__img declarar-foto__img--sin" aria-hidden="true">
                Foto
              </span>
            )}
            <span className="declarar-foto__nombre">{foto.nombre}</span>
            <button type="button" className="ac-button ac-button--link" onClick={() => quita(foto.uuid)}>
              Quitar<span className="ac-visually-hidden"> la foto {i + 1}</span>
            </button>
          </li>
        ))}
        {subida.enCurso.map((f) => (
          <li key={f.id} className="declarar-foto">
            <span className="declarar-foto__img declarar-foto__img--sin" aria-hidden="true" />
            <span className="declarar-foto__nombre">
              {f.nombre}
              {f.error === null ? (
                <span className="declarar-foto__estado" role="status">
                  {' '}
                  Subiendo…
                </span>
              ) : (
                <span className="declarar-foto__error" role="alert">
                  {f.error}
                </span>
              )}
            </span>
            {f.error !== null && (
              <button
                type="button"
                className="ac-button ac-button--link"
                onClick={() => subida.quitaEnCurso(f.id)}
              >
                Quitar<span className="ac-visually-hidden"> {f.nombre}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
