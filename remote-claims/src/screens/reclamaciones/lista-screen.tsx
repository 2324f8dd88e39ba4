import { AppLink } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { formatDate } from '@area-cliente/shared/domain';
import { NUEVA_RECLAMACION_PATH, reclamacionRoute } from '@area-cliente/shared/routes';
import { LinkedCardItem, Loaded } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { EstadoEtiqueta } from './comun';
import './reclamaciones.css';

/** The customer's complaints, newest first, and the way to file a new one. */
export function ListaReclamacionesScreen() {
  const state = useCallQuery(CALLS.reclamaciones, {}, { refetchOnFocus: true });
  return (
    <article className="reclamaciones" aria-labelledby="reclamaciones-title">
      <h1 id="reclamaciones-title" className="claims-header__title">
        Reclamaciones
      </h1>
      <p className="reclamaciones__intro">
        Si algo no ha ido bien con una póliza, un siniestro, un recibo o con nuestra atención, cuéntaselo a
        nuestro Servicio de Atención al Cliente. Tiene un mes para responderte.
      </p>
      <AppLink to={NUEVA_RECLAMACION_PATH} className="ac-button ac-button--primary">
        Presentar una reclamación
      </AppLink>
      <Loaded state={state}>
        {({ reclamaciones }) =>
          reclamaciones.length === 0 ? (
            <p className="reclamaciones__vacio">No has presentado ninguna reclamación.</p>
          ) : (
            <ul className="reclamaciones__lista" aria-label="Tus reclamaciones">
              {reclamaciones.map((r) => (
                <LinkedCardItem
                  key={r.codigo}
                  to={reclamacionRoute(r.codigo)}
                  linkClassName="reclamaciones__enlace"
                  title={r.codigo}
                >
                  <EstadoEtiqueta r={r} />
                  <p className="reclamaciones__asunto">{r.asunto}</p>
                  <p className="reclamaciones__fechas">
                    Presentada el {formatDate(r.presentadaDia)} ·{' '}
                    {r.respondidaEl ? 'Respondida' : `Respuesta antes del ${formatDate(r.fechaLimite)}`}
                  </p>
                </LinkedCardItem>
              ))}
            </ul>
          )
        }
      </Loaded>
    </article>
  );
}
