import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type AvisoBandeja } from '@area-cliente/shared/contract';
import { entregaAviso, formatFechaHoraMadrid, resumenAvisos } from '@area-cliente/shared/domain';
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

function Aviso({ a }: { a: AvisoBandeja }) {
  const [abierto, setAbierto] = useState(false);
  const [error, setError] = useState('');
  const detalleId = useId();
  const abrir = async () => {
    setAbierto((x) => !x);
    if (a.leido) return;
    setError('');
    try {
      await api.call(CALLS.marcaAvisoLeido, { params: { idAviso: String(a.idAviso) } });
      await releer();
    } catch (err) {
      setError(isApiError(err) ? err.mensaje : ERROR_MARCAR_AVISO);
    }
  };
  return (
    <li className={a.leido ? 'pf-aviso' : 'pf-aviso pf-aviso--nuevo'}>
      <button
        type="button"
        className="pf-aviso__abrir"
        aria-expanded={abierto}
        aria-controls={detalleId}
        onClick={() => void abrir()}
      >
        <span className="pf-aviso__titulo">{a.titulo}</span>
        {a.referencia && <span className="pf-aviso__referencia">{a.referencia}</span>}
        <span className="pf-aviso__pie">
          {!a.leido && <span className="pf-doc__marca">Sin leer</span>}
          <time className="pf-aviso__fecha" dateTime={a.fecha}>
            {formatFechaHoraMadrid(a.fecha)}
          </time>
        </span>
      </button>
      <div id={detalleId} className="pf-aviso__detalle" hidden={!abierto}>
        <p>{a.detalle}</p>
        <ul className="pf-aviso__canales" aria-label="Cómo te lo enviamos">
          {a.canales.map((c) => (
            <li key={c.canal} className={`pf-aviso__canal pf-aviso__canal--${c.estado.toLowerCase()}`}>
              {entregaAviso(c.canal, c.estado)}
            </li>
          ))}
        </ul>
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
 * channel went. Opening one shows it and marks it read, here and in the header's count.
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
          {avisos.map((a) => (
            <Aviso key={a.idAviso} a={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
