import { ESTUDIO_RUTAS, type EntradaAuditoria } from '@area-cliente/shared/contract';
import { Spinner } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { estudio } from '../api/cliente';
import { AvisoError, FechaHora } from '../ui';

const ACCIONES: Record<EntradaAuditoria['accion'], string> = {
  creado: 'Creó un borrador',
  editado: 'Editó un borrador',
  enviado: 'Envió a revisión',
  aprobado: 'Aprobó',
  rechazado: 'Rechazó',
  publicado: 'Publicó',
  programado: 'Programó',
  restaurado: 'Volvió a una versión',
  imagen: 'Subió una imagen',
};

/** Every action in the studio, who took it and when; the same list as a CSV file. */
export function AuditoriaPantalla() {
  const [entradas, setEntradas] = useState<EntradaAuditoria[]>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    estudio
      .auditoria()
      .then((r) => setEntradas(r.entradas))
      .catch(setError);
  }, []);
  return (
    <div>
      <h1>Registro de cambios</h1>
      <p>
        <a href={ESTUDIO_RUTAS.auditoriaCsv} download>
          Descargar el registro (CSV)
        </a>
      </p>
      <AvisoError error={error} />
      {!entradas && !error && <Spinner label="Cargando el registro" />}
      {entradas && (
        // Scrolls sideways on a phone: a region the keyboard can reach and scroll too.
        <div className="estudio-tabla" role="region" aria-label="Acciones en el estudio" tabIndex={0}>
          <table>
            <caption className="ac-visually-hidden">Acciones en el estudio, la más reciente primero</caption>
            <thead>
              <tr>
                <th scope="col">Cuándo</th>
                <th scope="col">Quién</th>
                <th scope="col">Qué</th>
                <th scope="col">Borrador</th>
                <th scope="col">Versión</th>
                <th scope="col">Detalle</th>
              </tr>
            </thead>
            <tbody>
              {entradas.map((e, i) => (
                <tr key={i}>
                  <td>
                    <FechaHora iso={e.cuando} />
                  </td>
                  <td>{e.quien}</td>
                  <td>{ACCIONES[e.accion]}</td>
                  <td>{e.borradorId ?? ''}</td>
                  <td>{e.version ?? ''}</td>
                  <td>{e.detalle ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
