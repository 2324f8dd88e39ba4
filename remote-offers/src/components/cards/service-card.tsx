import { Button, Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { CallBackPopup } from '@area-cliente/shared/query';
import { useState } from 'react';
import { ConfiguredLink } from '../configured-link';
import { PhoneLinks } from '../phone-links';
import { PEDIR_LLAMADA } from './office-card';

export function ServiceCard({ data }: { data: CardData['servicio'] }) {
  const [calling, setCalling] = useState(false);
  const { enlace, llamada } = data;
  const actions =
    enlace || llamada ? (
      <>
        {enlace && <ConfiguredLink link={enlace} className="ac-button ac-button--primary" />}
        {llamada && (
          <Button variant="secondary" onClick={() => setCalling(true)}>
            {PEDIR_LLAMADA}
          </Button>
        )}
      </>
    ) : undefined;
  return (
    <Card title={data.titulo} actions={actions}>
      <p>{data.texto}</p>
      <PhoneLinks telefonos={data.telefonos} />
      {llamada && <CallBackPopup open={calling} onClose={() => setCalling(false)} asunto={llamada} />}
    </Card>
  );
}
