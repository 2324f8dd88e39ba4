import { ESTUDIO_RUTAS } from '@area-cliente/shared/contract';
import { formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Alert } from '@area-cliente/shared/ui';
import { type ReactNode, useId } from 'react';
import { ErrorEstudio } from './api/cliente';

// The few pieces of the studio's screens that the shared UI kit has no copy of.

/** A drop-down of fixed values, framed like every other field (label above, error under). */
export function Selector({
  etiqueta,
  valor,
  opciones,
  onCambio,
  error,
  vacia,
}: {
  etiqueta: string;
  valor: string;
  opciones: readonly { valor: string; texto: string }[];
  onCambio: (valor: string) => void;
  error?: string | undefined;
  /** The text of an empty first choice, when there may be none. */
  vacia?: string;
}) {
  const id = useId();
  return (
    <div className={`ac-field${error ? ' ac-field--invalid' : ''}`}>
      <label htmlFor={id} className="ac-field__label">
        {etiqueta}
      </label>
      <select
        id={id}
        className="ac-input"
        value={valor}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onCambio(event.target.value)}
      >
        {vacia !== undefined && <option value="">{vacia}</option>}
        {opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="ac-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A refusal of the API, in its words; a lost session offers to sign in again. */
export function AvisoError({ error }: { error: unknown }) {
  if (!error) return null;
  const mensaje = error instanceof Error ? error.message : String(error);
  return (
    <Alert kind="error">
      {mensaje}
      {error instanceof ErrorEstudio && error.codigo === 'SIN_SESION' && (
        <>
          {' '}
          <a href={ESTUDIO_RUTAS.entrar}>Entrar de nuevo</a>
        </>
      )}
    </Alert>
  );
}

/** A screen's heading and content. */
export function Seccion({ titulo, children, id }: { titulo: string; children: ReactNode; id?: string }) {
  const tituloId = useId();
  return (
    <section className="estudio-seccion" aria-labelledby={tituloId} id={id}>
      <h2 id={tituloId}>{titulo}</h2>
      {children}
    </section>
  );
}

/** An instant as Madrid's clock shows it, as the customer's area writes it: "01-12-2026 09:00". */
const fechaHora = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : formatFechaHoraMadrid(iso));

/** `fechaHora` on screen: a narrow line may move the time to the next one, never split the date. */
export function FechaHora({ iso }: { iso: string }) {
  const [dia, hora] = fechaHora(iso).split(' ');
  return (
    <time dateTime={iso}>
      <span className="estudio-fecha">{dia}</span>
      {hora && ` ${hora}`}
    </time>
  );
}
