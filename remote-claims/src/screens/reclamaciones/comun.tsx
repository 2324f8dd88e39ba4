import {
  appConfigAtom,
  Card,
  DOWNLOADS,
  ESTADO_RECLAMACION_TEXTO,
  formatDate,
  openDownload,
  type Reclamacion,
} from '@area-cliente/shared';
import { useAtomValue } from 'jotai';

/** The supervisor's complaints service (Orden ECC/2502/2012): its public address. */
const DGSFP_WEB = 'https://www.dgsfp.mineco.es/';

export const abrirJustificante = (codigo: string) =>
  openDownload('RECLAMACION', codigo, DOWNLOADS.justificanteReclamacion, { codigo });

export function EstadoEtiqueta({ r }: { r: Pick<Reclamacion, 'estado' | 'fueraDePlazo'> }) {
  return (
    <span className="reclamacion-estados">
      <span className={`reclamacion-estado reclamacion-estado--${r.estado.toLowerCase()}`}>
        {ESTADO_RECLAMACION_TEXTO[r.estado]}
      </span>
      {r.fueraDePlazo && <span className="reclamacion-estado reclamacion-estado--tarde">Fuera de plazo</span>}
    </span>
  );
}

/**
 * Where a complaint goes when the customer service was late or its answer did not satisfy: the
 * company's Defensor del Cliente (brand configuration) and the DGSFP's Servicio de Reclamaciones.
 */
export function CaminoSiguiente({ r }: { r: Reclamacion }) {
  const defensor = useAtomValue(appConfigAtom)?.defensorCliente;
  return (
    <Card title="Si no estás conforme: a quién acudir" className="reclamacion-camino">
      <p>
        {r.fueraDePlazo
          ? `El Servicio de Atención al Cliente debía responderte como muy tarde el ${formatDate(r.fechaLimite)} y no lo ha hecho.`
          : 'Nos has dicho que la respuesta del Servicio de Atención al Cliente no te satisface.'}{' '}
        Puedes llevar tu reclamación <strong>{r.codigo}</strong> a:
      </p>
      <ol className="reclamacion-camino__pasos">
        <li>
          <h3>{defensor?.nombre ?? 'Defensor del Cliente'}</h3>
          <p>Es independiente de la aseguradora y resuelve sin coste para ti.</p>
          {defensor && (
            <ul className="reclamacion-camino__datos">
              <li>
                Correo electrónico: <a href={`mailto:${defensor.email}`}>{defensor.email}</a>
              </li>
              <li>Dirección postal: {defensor.direccion}</li>
              <li>
                <a href={defensor.web} target="_blank" rel="noopener noreferrer">
                  Más información sobre el Defensor del Cliente
                </a>
              </li>
            </ul>
          )}
        </li>
        <li>
          <h3>Servicio de Reclamaciones de la Dirección General de Seguros y Fondos de Pensiones</h3>
          <p>
            Para acudir a él, el Servicio de Atención al Cliente (o el Defensor del Cliente) debe haberte
            respondido, o haber pasado el plazo de un mes sin respuesta. Indica el código de tu reclamación.
          </p>
          <p>
            <a href={DGSFP_WEB} target="_blank" rel="noopener noreferrer">
              www.dgsfp.mineco.es
            </a>
          </p>
        </li>
      </ol>
    </Card>
  );
}
