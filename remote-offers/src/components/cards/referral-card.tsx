import { type CuponAmigo, type Portfolio } from '@area-cliente/shared/contract';
import { Button, Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { useState } from 'react';
import { AssignCouponPopup } from './assign-coupon-popup';
import { ShareCouponPopup } from './share-coupon-popup';

/** Labels of the states the client only watches (SPEC §4); the server moves coupons between them. */
const ESTADO_LABEL = {
  activado: 'Activado',
  asignado: 'Asignado',
  consumido: 'Consumido',
} as const;

const ESTADO_DETALLE = {
  pendiente: 'Compártelo con un amigo.',
  activado: 'Tu amigo ya lo ha usado. Pronto tendrás tu descuento disponible.',
  disponible: 'Tu 10% de descuento está listo: elige la póliza a la que aplicarlo.',
  asignado: 'Se aplicará en la renovación de la póliza',
  consumido: 'Aplicado en la renovación de la póliza',
} as const;

type Open = { kind: 'compartir' | 'asignar'; cupon: CuponAmigo } | null;

function CouponAction({ cupon, onOpen }: { cupon: CuponAmigo; onOpen: (open: Open) => void }) {
  if (cupon.estado === 'pendiente')
    return (
      <Button variant="secondary" onClick={() => onOpen({ kind: 'compartir', cupon })}>
        Compartir
      </Button>
    );
  if (cupon.estado === 'disponible')
    return <Button onClick={() => onOpen({ kind: 'asignar', cupon })}>Asignar</Button>;
  return <span className={`offers-state offers-state--${cupon.estado}`}>{ESTADO_LABEL[cupon.estado]}</span>;
}

/** Refer-a-friend: the client's coupons, each with the action or label its state allows. */
export function ReferralCard({ data, portfolio }: { data: CardData['cupones']; portfolio: Portfolio }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card title={data.titulo}>
      <p>{data.texto}</p>
      <ul className="offers-coupons" aria-label="Tus cupones">
        {portfolio.lstCodigosAmigo.map((cupon) => (
          <li key={cupon.idCupon} className="offers-coupons__item">
            <div>
              <span className="offers-coupons__code">Cupón {cupon.cupon}</span>
              <span className="offers-coupons__detail">
                {ESTADO_DETALLE[cupon.estado]}
                {cupon.numPoliza && (cupon.asignado || cupon.consumido) ? ` ${cupon.numPoliza}.` : ''}
              </span>
            </div>
            <CouponAction cupon={cupon} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      <ShareCouponPopup cupon={open?.kind === 'compartir' ? open.cupon : null} onClose={close} />
      <AssignCouponPopup
        cupon={open?.kind === 'asignar' ? open.cupon : null}
        portfolio={portfolio}
        onClose={close}
      />
    </Card>
  );
}
