import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type AvisoBandeja } from '@area-cliente/shared/contract';
import {
  agrupaAvisos,
  entregaAviso,
  formatFechaHoraMadrid,
  resumenAvisos,
  tituloGrupoAvisos,
} from '@area-cliente/shared/domain';
import { LoadStatus } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import { useId, useState } from 'react';
import './avisos-vista.css';

export const SIN_AVISOS =
  'Aún no te hemos enviado ningún aviso. Puedes elegir cuáles recibes por e-mail y SMS en «Mis datos».';
const ERROR_MARCAR_AVISO = 'No hemos podido marcar el aviso como leído. Inténtalo de nuevo.';

/** The list and the header's count read again once a notice is marked read. */
const releer = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [CALLS.avisosBandeja.path] }),
    queryClient.invalidateQueries({ queryKey: [CALLS.avisosNoLeidos.path] }),
  ]);

/** What a notice says and how each channel went. */
function Contenido({ a }: { a: AvisoBandeja }) {
  return (
    <>
      <p>{a.detalle}</p>
      <ul className="pf-aviso__canales" aria-label="Cómo te lo enviamos">
        {a.canales.map((c) => (
          <li key={c.canal} className={`pf-aviso__canal pf-aviso__canal--${c.estado.toLowerCase()}`}>
            {entregaAviso(c.canal, c.estado)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One entry of the list: a notice, or several of one title as one ('Tienes 4 documentos nuevos').
 * Opening it shows each one and marks those unread as read.
 */
function Aviso({ grupo }: { grupo: AvisoBandeja[] }) {
  const [abierto, setAbierto] = useState(false);
  const [error, setError] = useState('');
  const detalleId = useId();
  const a = grupo[0]!;
  const varios = grupo.length > 1;
  const sinLeer = grupo.filter((x) => !x.leido);
  const abrir = async () => {
    setAbierto((x) => !x);
    if (sinLeer.length === 0) return;
    setError('');
    try {
      await Promise.all(
        sinLeer.map((x) => api.call(CALLS.marcaAvisoLeido, { params: { idAviso: String(x.idAviso) } })),
      );
    } catch (err) {
      setError(isApiError(err) ? err.mensaje : ERROR_MARCAR_AVISO);
    }
    // Even after a failure: what was marked shows read.
    await releer();
  };
  return (
    <li className={sinLeer.length === 0 ? 'pf-aviso' : 'pf-aviso pf-aviso--nuevo'}>
      <button
        type="button"
        className="pf-aviso__abrir"
        aria-expanded={abierto}
        aria-controls={detalleId}
        onClick={() => void abrir()}
      >
        <span className="pf-aviso__titulo">{tituloGrupoAvisos(a.evento, a.titulo, grupo.length)}</span>
        {!varios && a.referencia && <span className="pf-aviso__referencia">{a.referencia}</span>}
        <span className="pf-aviso__pie">
          {sinLeer.length > 0 && (
            <span className="pf-doc__marca">{varios ? `${sinLeer.length} sin leer` : 'Sin leer'}</span>
          )}
          <time className="pf-aviso__fecha" dateTime={a.fecha}>
            {varios && 'Último: '}
            {formatFechaHoraMadrid(a.fecha)}
          </time>
        </span>
      </button>
      <div id={detalleId} className="pf-aviso__detalle" hidden={!abierto}>
        {varios ? (
          <ul className="pf-aviso__grupo">
            {grupo.map((x) => (
              <li key={x.idAviso} className="pf-aviso__miembro">
                <p className="pf-aviso__miembro-cabecera">
                  {x.referencia && <span className="pf-aviso__referencia">{x.referencia}</span>}
                  <time className="pf-aviso__fecha" dateTime={x.fecha}>
                    {formatFechaHoraMadrid(x.fecha)}
                  </time>
                </p>
                <Contenido a={x} />
              </li>
            ))}
          </ul>
        ) : (
          <Contenido a={a} />
        )}
      </div>
      {error && (
        <p className="pf-aviso__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * 'Avisos' in 'Mis documentos': what we told the customer by e-mail or SMS, one line per
 * event (a claim's new state, a receipt charged, a renewal coming…), newest first, with how each
 * channel went; notices of one title are one line with their count. Opening one shows it and marks
 * it read, here and in the header's count.
 */
export function AvisosVista() {
  const state = useCallQuery(CALLS.avisosBandeja, {}, { refetchOnFocus: true });
  if (state.status !== 'ready') return <LoadStatus state={state} />;
  const { avisos, total, noLeidos } = state.data;
  return (
    <section className="pf-documentos__resultado" aria-labelledby="avisos-lista">
      <h2 id="avisos-lista" className="pf-documentos__resumen">
        <span aria-live="polite">{resumenAvisos(total, noLeidos)}</span>
      </h2>
      {avisos.length === 0 ? (
        <p className="pf-documentos__vacio">{SIN_AVISOS}</p>
      ) : (
        <ul className="pf-documentos__lista">
          {agrupaAvisos(avisos).map((grupo) => (
            <Aviso key={grupo[0]!.idAviso} grupo={grupo} />
          ))}
        </ul>
      )}
    </section>
  );
}
