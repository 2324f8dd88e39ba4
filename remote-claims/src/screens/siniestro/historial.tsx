import { type SiniestroDetalle } from '@area-cliente/shared/contract';
import { etiquetaEstadoSiniestro, formatDate } from '@area-cliente/shared/domain';
import { Card } from '@area-cliente/shared/ui';
import { DocumentoBoton } from '../../components/documento-boton';
import { timeline } from './timeline';

/** The history of notifications and status changes, newest first, each notification with its documents. */
export function Historial({ siniestro }: { siniestro: SiniestroDetalle }) {
  const eventos = timeline(siniestro);
  return (
    <Card title="Historial de notificaciones" className="claims-history">
      {eventos.length === 0 ? (
        <p className="claims-muted">Todavía no hay notificaciones de este siniestro.</p>
      ) : (
        <ol className="claims-timeline">
          {eventos.map((e) => (
            <li key={e.key} className={`claims-timeline__item claims-timeline__item--${e.clase}`}>
              <time className="claims-timeline__date" dateTime={e.fecha.slice(0, 10)}>
                {formatDate(e.fecha)}
              </time>
              {e.clase === 'estado' ? (
                <p className="claims-timeline__text">
                  <strong>{etiquetaEstadoSiniestro(e.estado)}</strong>: {e.texto}
                </p>
              ) : (
                <>
                  <p className="claims-timeline__text">{e.texto}</p>
                  {e.documentos.length > 0 && (
                    <ul
                      className="claims-docs claims-docs--inline"
                      aria-label="Documentos de la notificación"
                    >
                      {e.documentos.map((d) => (
                        <li key={d.uuid}>
                          <DocumentoBoton uuid={d.uuid} nombre={d.nombreDoc} />
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
