import { Button, Card } from '@area-cliente/shared';
import { type CardData } from '@area-cliente/shared/campaign';
import { useState } from 'react';
import { CallBackPopup } from '../call-back-popup';
import { CallMyOffice } from '../call-my-office';

export const PEDIR_LLAMADA = 'Quiero que me llaméis';

export function OfficeCard({ data }: { data: CardData['oficina'] }) {
  const [calling, setCalling] = useState(false);
  return (
    <Card
      title={data.titulo}
      actions={
        <>
          <CallMyOffice />
          <Button variant="secondary" onClick={() => setCalling(true)}>
            {PEDIR_LLAMADA}
          </Button>
        </>
      }
    >
      <p>{data.texto}</p>
      <p className="offers-muted">{data.horario}</p>
      <CallBackPopup open={calling} onClose={() => setCalling(false)} asunto="CONTACTO_OFICINA" />
    </Card>
  );
}
