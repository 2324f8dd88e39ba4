import { api, appConfigAtom, bus, downloadUrl, isHandledApiError } from '@area-cliente/shared';
import { CALLS, JUSTIFICANTE_RECLAMACION_PATH, type Reclamacion } from '@area-cliente/shared/contract';
import { ESTADO_RECLAMACION_TEXTO, formatDate } from '@area-cliente/shared/domain';
import { openInNewTab } from '@area-cliente/shared/new-tab';
import { Card } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';

/** The supervisor's complaints service (Orden ECC/2502/2012): its public address. */
const DGSFP_WEB = 'https://www.dgsfp.mineco.es/';

const JUSTIFICANTE_NO_DISPONIBLE = 'El justificante no está disponible en este momento. Inténtalo más tarde.';

/** Opens the acknowledgement PDF in a new tab with a one-use token; on failure the tab closes and says why. */
export async function abrirJustificante(codigo: string): Promise<void> {
  try {
    await openInNewTab(async () => {
      const { tokenDescarga } = await api.call(CALLS.tokenJustificanteReclamacion, { params: { codigo } });
      return downloadUrl(JUSTIFICANTE_RECLAMACION_PATH, { codigo, token: tokenDescarga });
    });
  } catch (error) {
    // Session and communication failures were already announced by the shell.
    if (!isHandledApiError(error)) bus.emit('alert', { kind: 'error', message: JUSTIFICANTE_NO_DISPONIBLE });
  }
}

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
  // The ombudsman as config.json names them, read once by the shell's loader.
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
