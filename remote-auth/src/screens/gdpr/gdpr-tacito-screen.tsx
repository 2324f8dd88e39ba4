import { appConfigAtom, isApiError, type RemoteProps } from '@area-cliente/shared';
import { Alert, Button, Card } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { guardarConsentimiento } from './consentimiento-api';
import '../../registro/registro.css';

const TEXTO_CONSENTIMIENTO =
  'Queremos enviarte ofertas y novedades de nuestros seguros y de las empresas colaboradoras que pueden interesarte. Puedes cambiar tu elección cuando quieras en Mis datos.';

/** /gdprTacito: quick consent ('Si, Acepto') or 'Especificar opciones' (→ /gdpr); consent save goes to inicio. */
export function GdprTacitoScreen({ navigate }: RemoteProps) {
  const config = useAtomValue(appConfigAtom);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const aceptar = async () => {
    setBusy(true);
    setError(null);
    try {
      await guardarConsentimiento(true);
    } catch (e) {
      if (isApiError(e)) setError(e.mensaje);
      setBusy(false);
      return;
    }
    navigate('/inicio', { replace: true });
  };

  return (
    <Card title="Protección de datos" headingLevel={1} className="registro">
      <p className="registro__lead">{TEXTO_CONSENTIMIENTO}</p>
      {config && (
        <p>
          <a href={config.urlPrivacidad} target="_blank" rel="noopener noreferrer">
            Política de privacidad
          </a>
        </p>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      <div className="registro__acciones">
        <Button variant="primary" busy={busy} onClick={() => void aceptar()}>
          Si, Acepto
        </Button>
        <Button variant="secondary" onClick={() => navigate('/gdpr')}>
          Especificar opciones
        </Button>
      </div>
    </Card>
  );
}
