import { AppLink } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { ETIQUETA_SITUACION_ASISTENCIA, formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Card, Loaded } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { asistenciaRoute } from '@area-cliente/shared/routes';
import { etiquetaEstado } from './etiqueta';

/** 'Tus peticiones de asistencia' for one vehicle policy: open and past ones, each to its tracking page. */
export function PeticionesCard({ idPoliza }: { idPoliza: number }) {
  const state = useCallQuery(CALLS.asistenciasPoliza, { params: { idPoliza } }, { refetchOnFocus: true });
  return (
    <Card title="Tus peticiones de asistencia" className="asistencia-peticiones">
      <Loaded state={state} loading={<p>Cargando tus peticiones…</p>}>
        {({ peticiones }) =>
          peticiones.length === 0 ? (
            <p>Todavía no has pedido asistencia en carretera para este vehículo.</p>
          ) : (
            <ul className="asistencia-peticiones__lista">
              {peticiones.map((p) => (
                <li key={p.codigo} className="asistencia-peticion">
                  <AppLink to={asistenciaRoute(p.codigo)} className="asistencia-peticion__enlace">
                    {p.codigo}
                  </AppLink>
                  <span className="asistencia-peticion__estado">{etiquetaEstado(p)}</span>
                  <span className="asistencia-peticion__detalle">
                    {ETIQUETA_SITUACION_ASISTENCIA[p.situacion]} · {formatFechaHoraMadrid(p.solicitadaEl)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
