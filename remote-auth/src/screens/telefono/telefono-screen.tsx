import { api, appConfigAtom, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Alert, Button, Card, PhoneLink } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { clearFlow, nifPath, saveFlow } from '../../registro/flow-state';
import { useRegistroStep } from '../../registro/use-registro-step';
import '../../registro/registro.css';

/** The call-the-company text of 'No es mi teléfono' (SPEC §2), with the lines from config.json. */
function NoEsMiTelefono({ onVolver }: { onVolver: () => void }) {
  const config = useAtomValue(appConfigAtom);
  return (
    <Card title="No es mi teléfono" headingLevel={1} className="registro">
      <p>
        Por tu seguridad solo podemos enviar el PIN al teléfono móvil que tenemos registrado. Para
        actualizarlo, llámanos
        {config ? (
          <>
            {' '}
            al teléfono gratuito <PhoneLink numero={config.telefonoGratuito} /> o al{' '}
            <PhoneLink numero={config.telefonoNormal} />
          </>
        ) : null}{' '}
        de lunes a viernes de 09:00 a 21:00 horas, o acude a tu oficina.
      </p>
      <div className="registro__acciones">
        <Button variant="primary" onClick={onVolver}>
          Volver
        </Button>
      </div>
    </Card>
  );
}

/** /telefono: confirm the masked mobile on record, then the server sends the PIN to it. */
export function TelefonoScreen({ navigate }: RemoteProps) {
  const { flow } = useRegistroStep(['telefono'], navigate);
  const [noEsMio, setNoEsMio] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!flow) return null;

  if (noEsMio) {
    return (
      <NoEsMiTelefono
        onVolver={() => {
          clearFlow();
          navigate('/login', { replace: true });
        }}
      />
    );
  }

  const enviar = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await api.call(CALLS.generarPinAcceso);
      saveFlow({ ...flow, paso: 'pin', reenvioHasta: Date.now() + data.reenvioEnSegundos * 1000 });
    } catch (e) {
      if (isApiError(e)) setError(e.mensaje);
      setBusy(false);
      return;
    }
    navigate('/pin');
  };

  return (
    <Card title="Confirma tu teléfono" headingLevel={1} className="registro">
      <p className="registro__lead">Te enviaremos un PIN por SMS al teléfono móvil que tenemos registrado:</p>
      <p className="registro__dato" aria-label={`Teléfono terminado en ${flow.telefono.slice(-3)}`}>
        {flow.telefono}
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      <div className="registro__acciones">
        <Button variant="primary" busy={busy} onClick={() => void enviar()}>
          Enviar PIN
        </Button>
        <Button variant="secondary" onClick={() => setNoEsMio(true)}>
          No es mi teléfono
        </Button>
        <Button variant="link" onClick={() => navigate(nifPath(flow.recordar))}>
          Volver a empezar
        </Button>
      </div>
    </Card>
  );
}
