import { type Telefono } from '@area-cliente/shared/campaign';

/** `tel:` URI of a phone as written on a card ("900 101 010"). */
export const telHref = (numero: string) => `tel:${numero.replace(/[^\d+]/g, '')}`;

/** A card's contact lines, each one a link that dials it. */
export function PhoneLinks({ telefonos }: { telefonos: readonly Telefono[] }) {
  if (telefonos.length === 0) return null;
  return (
    <ul className="offers-phones">
      {telefonos.map((t) => (
        <li key={t.numero}>
          <span className="offers-phones__label">{t.etiqueta}:</span>{' '}
          <a href={telHref(t.numero)} className="offers-phones__number">
            {t.numero}
          </a>
        </li>
      ))}
    </ul>
  );
}
