import { appConfigAtom, isApiError, type RemoteProps } from '@area-cliente/shared';
import { Alert, Button, Card } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { guardarConsentimiento } from './consentimiento-api';
import '../../registro/registro.css';

const TEXTO_CONSENTIMIENTO =
  'Queremos enviarte ofertas y novedades de nuestros seguros y de las empresas colaboradoras que pueden interesarte. Puedes cambiar tu elección cuando quieras en Mis datos.';

/**
 * /gdprTacito: quick consent ('Si, Acepto', SPEC's text), an equally visible 'No, gracias', or
 * 'Especificar opciones' (→ /gdpr); either answer is saved and goes to inicio. Saying no takes one
 * press, like saying yes: a consent given only because refusing was harder is not freely given.
 */
export function GdprTacitoScreen({ navigate }: RemoteProps) {
  const config = useAtomValue(appConfigAtom);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState<boolean | null>(null);

  const responder = async (acepta: boolean) => {
    setEnviando(acepta);
    setError(null);
    try {
      await guardarConsentimiento(acepta);
    } catch (e) {
      if (isApiError(e)) setError(e.mensaje);
      setEnviando(null);
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
        <Button
          variant="primary"
          busy={enviando === true}
          disabled={enviando === false}
          onClick={() => void responder(true)}
        >
          Si, Acepto
        </Button>
        <Button
          variant="primary"
          busy={enviando === false}
          disabled={enviando === true}
          onClick={() => void responder(false)}
        >
          No, gracias
        </Button>
        <Button variant="link" onClick={() => navigate('/gdpr')}>
          Especificar opciones
        </Button>
      </div>
    </Card>
  );
}
