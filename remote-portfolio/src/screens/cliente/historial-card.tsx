import { CALLS, type CambioCliente } from '@area-cliente/shared/contract';
import { formatFechaHoraMadrid } from '@area-cliente/shared/domain';
import { Card, Loaded } from '@area-cliente/shared/ui';
import { queryClient, useCallQuery } from '@area-cliente/shared/query';
import './mis-datos.css';

export const SIN_CAMBIOS = 'Aún no has hecho cambios en tus datos desde el Área Cliente.';

/** After a change made on this screen: the history reads again (every change writes a line). */
export const refrescarHistorial = () =>
  void queryClient.invalidateQueries({ queryKey: [CALLS.historialCambios.path] });

function Cambio({ cambio }: { cambio: CambioCliente }) {
  return (
    <li className="pf-cambio">
      <p className="pf-cambio__fecha">
        <time dateTime={cambio.fecha}>{formatFechaHoraMadrid(cambio.fecha)}</time>
      </p>
      <p className="pf-cambio__descripcion">{cambio.descripcion}</p>
      <p className="pf-cambio__dispositivo">Desde {cambio.dispositivo ?? 'un dispositivo desconocido'}</p>
    </li>
  );
}

/**
 * 'Historial de cambios' in 'Mis datos' (beyond SPEC): what the customer changed on their
 * own, newest first, with the time in Madrid (the company's clock, whatever the viewer's zone) and
 * the device of the session that made it.
 */
export function HistorialCard() {
  const state = useCallQuery(CALLS.historialCambios);
  return (
    <Card title="Historial de cambios" className="pf-historial">
      <Loaded state={state} loading={<p>Cargando tus cambios…</p>}>
        {({ cambios }) =>
          cambios.length === 0 ? (
            <p>{SIN_CAMBIOS}</p>
          ) : (
            <ol className="pf-historial__lista">
              {cambios.map((cambio, i) => (
                <Cambio key={`${cambio.fecha}-${i}`} cambio={cambio} />
              ))}
            </ol>
          )
        }
      </Loaded>
    </Card>
  );
}
