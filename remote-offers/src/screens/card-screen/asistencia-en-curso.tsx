import { AppLink } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { ETIQUETA_ESTADO_ASISTENCIA, textoLlegada } from '@area-cliente/shared/domain';
import { useCallQuery } from '@area-cliente/shared/query';
import { asistenciaRoute } from '@area-cliente/shared/routes';

/**
 * On /inicio, at every width and first: a roadside request still open, one press from its tracking
 * page, until it ends. Nothing while there is none, nor when the list cannot be read (the tracking
 * page stays reachable from the policy; a failed read is announced like any other).
 */
export function AsistenciaEnCurso() {
  // Read again when the customer comes back to the tab: the tow truck may have arrived meanwhile.
  const state = useCallQuery(CALLS.asistenciasAbiertas, undefined, { refetchOnFocus: true });
  if (state.status !== 'ready' || state.data.peticiones.length === 0) return null;
  const ahora = new Date();
  return (
    <section className="offers-asistencia" aria-labelledby="offers-asistencia-title">
      <h2 id="offers-asistencia-title" className="offers-asistencia__title">
        Asistencia en carretera en curso
      </h2>
      <ul className="offers-asistencia__list">
        {state.data.peticiones.map((p) => (
          <li key={p.codigo} className="offers-asistencia__item">
            <p>
              <strong>{p.vehiculo}</strong> · {ETIQUETA_ESTADO_ASISTENCIA[p.estado]}.{' '}
              {textoLlegada(p.estado, p.llegadaEstimada, ahora)}
            </p>
            <AppLink
              to={asistenciaRoute(p.codigo)}
              className="ac-button ac-button--primary offers-asistencia__link"
              aria-label={`Ver el seguimiento de la asistencia de ${p.vehiculo}`}
            >
              Ver el seguimiento
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
