import { type Portfolio } from '@area-cliente/shared/contract';
import { Button, Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { CallBackPopup } from '@area-cliente/shared/query';
import { useState } from 'react';
import { CallMyOffice } from '../call-my-office';
import { OficinaContacto } from '../oficina-contacto';

export const PEDIR_LLAMADA = 'Quiero que me llaméis';

/** 'Mi Oficina': the customer's office with its details, a call and a call-back request (SPEC §2). */
export function OfficeCard({ data, portfolio }: { data: CardData['oficina']; portfolio: Portfolio }) {
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
      <OficinaContacto cliente={portfolio.cliente} />
      <p className="offers-muted">{data.horario}</p>
      <CallBackPopup open={calling} onClose={() => setCalling(false)} asunto="CONTACTO_OFICINA" />
    </Card>
  );
}
