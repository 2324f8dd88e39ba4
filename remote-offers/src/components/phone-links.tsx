import { PhoneLink } from '@area-cliente/shared/ui';
import { type Telefono } from '@area-cliente/shared/campaign';

/** A card's contact lines, each one a link that dials it. */
export function PhoneLinks({ telefonos }: { telefonos: readonly Telefono[] }) {
  if (telefonos.length === 0) return null;
  return (
    <ul className="offers-phones">
      {telefonos.map((t) => (
        <li key={t.numero}>
          <span className="offers-phones__label">{t.etiqueta}:</span>{' '}
          <PhoneLink numero={t.numero} className="offers-phones__number" />
        </li>
      ))}
    </ul>
  );
}
