import { type Contrario, type Encargo } from '@area-cliente/shared/contract';
import { etiquetaEstadoSiniestro, formatDate, orSinDatos } from '@area-cliente/shared/domain';
import { Card } from '@area-cliente/shared/ui';

/** Opposing vehicles of a car claim (plate, model, company). */
export function Contrarios({ contrarios }: { contrarios: Contrario[] }) {
  return (
    <Card title="Vehículos contrarios" className="claims-table-card">
      {contrarios.length === 0 ? (
        <p className="claims-muted">No hay vehículos contrarios en este siniestro.</p>
      ) : (
        <table className="claims-table">
          <thead>
            <tr>
              <th scope="col">Matrícula</th>
              <th scope="col">Modelo</th>
              <th scope="col">Compañía</th>
            </tr>
          </thead>
          <tbody>
            {contrarios.map((c, i) => (
              <tr key={`${c.matricula}-${i}`}>
                <td data-label="Matrícula">{c.matricula}</td>
                <td data-label="Modelo">{orSinDatos(c.modelo)}</td>
                <td data-label="Compañía">{orSinDatos(c.compania)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** Expert and workshop assignments of a car claim (date, status, workshop), newest first. */
export function Encargos({ encargos }: { encargos: Encargo[] }) {
  return (
    <Card title="Peritaciones y talleres" className="claims-table-card">
      {encargos.length === 0 ? (
        <p className="claims-muted">Todavía no hay peritaciones ni talleres asignados.</p>
      ) : (
        <table className="claims-table">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Estado</th>
              <th scope="col">Taller</th>
            </tr>
          </thead>
          <tbody>
            {encargos.map((e, i) => (
              <tr key={`${e.fechaActuacion}-${i}`}>
                <td data-label="Fecha">{formatDate(e.fechaActuacion)}</td>
                <td data-label="Estado">{etiquetaEstadoSiniestro(e.estado)}</td>
                <td data-label="Taller">{e.taller}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
