import type { PresupuestoSuplemento } from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import { DataList } from '@area-cliente/shared/ui';
import type { Ref } from 'react';

function Importe({ q }: { q: PresupuestoSuplemento }) {
  if (q.importe > 0) return <>{`${formatAmount(q.importe)} a pagar ahora`}</>;
  if (q.importe < 0) return <>{`Te devolveremos ${formatAmount(-q.importe)}`}</>;
  return <>Nada que pagar ni devolver</>;
}

/** 'Tu cambio': the quote of any change kind, a region the keyboard is taken to when it comes. */
export function Presupuesto({ q, ref }: { q: PresupuestoSuplemento; ref: Ref<HTMLElement> }) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="pf-suplemento-resumen" className="pf-suplemento">
      <h3 id="pf-suplemento-resumen">Tu cambio</h3>
      <DataList
        items={[
          { label: 'Prima anual actual', value: formatAmount(q.primaActual) },
          { label: 'Nueva prima anual', value: formatAmount(q.primaNueva) },
          { label: `Por los ${q.diasRestantes} días hasta la renovación`, value: <Importe q={q} /> },
          { label: 'Fecha de efecto', value: formatDate(q.efecto) },
        ]}
      />
      <p>{q.texto}</p>
    </section>
  );
}
