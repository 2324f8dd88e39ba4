import { formatTelefono } from '../domain/contacto';

/** `tel:` URI of a phone as people write it ("900 101 010", "+34 91 555 01 23"): digits and `+` only. */
export const telHref = (numero: string) => `tel:${numero.replace(/[^\d+]/g, '')}`;

/** A phone number as people read it (formatTelefono), as a link that dials it. */
export function PhoneLink({ numero, className }: { numero: string; className?: string }) {
  return (
    <a href={telHref(numero)} className={className}>
      {formatTelefono(numero)}
    </a>
  );
}
