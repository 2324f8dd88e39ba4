import type { Mediacion } from '../contract/mediacion';
import { Alert } from './alert';
import { PhoneLink } from './phone-link';

export const POLIZA_MEDIADA = 'Póliza mediada';
const CONTACTE_MEDIADOR =
  'Esta póliza la gestiona tu mediador. Para cualquier consulta o cambio, contacta con él.';

/**
 * 'Póliza mediada' wherever a broker's client's policy, claim, receipt or renewal shows (SPEC §1),
 * with the broker's line when it is on record. Renders nothing for a direct client.
 */
export function MediatedNotice({ mediacion }: { mediacion: Mediacion }) {
  if (!mediacion) return null;
  const { telefono } = mediacion;
  return (
    <Alert kind="info" className="ac-mediated">
      <strong>{POLIZA_MEDIADA}</strong>. {CONTACTE_MEDIADOR}
      {telefono && (
        <>
          {' '}
          Teléfono de tu mediador: <PhoneLink numero={telefono} />.
        </>
      )}
    </Alert>
  );
}
