import { isApiError } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { Alert, Button, Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { invalidatePortfolio } from '@area-cliente/shared/query';
import { useState } from 'react';
import { PhoneLinks } from '../phone-links';
import { solicitarTarjetaDecesosPremium } from '../../api/servicios';

const TARJETA_SOLICITADA = 'Hemos recibido tu solicitud. Recibirás tu tarjeta en tu domicilio.';

/** Premium funeral family card: its three lines, and a request for the card while not yet asked. */
export function PremiumFuneralCard({
  data,
  portfolio,
}: {
  data: CardData['decesosPremium'];
  portfolio: Portfolio;
}) {
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    setBusy(true);
    try {
      await solicitarTarjetaDecesosPremium();
      setMessage({ kind: 'success', text: TARJETA_SOLICITADA });
      void invalidatePortfolio();
    } catch (error) {
      if (isApiError(error)) setMessage({ kind: 'error', text: error.mensaje });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={data.titulo}
      actions={
        portfolio.visiblePromocionDecesosPremium && (
          <Button busy={busy} onClick={() => void request()}>
            {data.solicitar}
          </Button>
        )
      }
    >
      <p>{data.texto}</p>
      <PhoneLinks telefonos={data.telefonos} />
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
    </Card>
  );
}
