// The public check a digital card's or certificate's QR opens: what it answers for a code,
// and the little it shows of the policy so that whoever checks can tie it to the car, home or person in
// front of them: the product, the plate (a home's postcode and town, the insured persons' initials), the
// policy number with its middle hidden, and the state on the day. Never a name, NIF, address or contact.
import { formatDate } from './date';
import type { VigenciaPoliza } from './tarjeta';

/**
 * What a code is on the day it is checked:
 * - VALIDO: live, and its policy was not cancelled nor withdrawn (in force or not, by `enVigorEl`);
 * - ANULADO: revoked ('Anular códigos QR', or pushed out by newer cards), or its policy ended;
 * - CADUCADO: past the last day it verifies (the policy's period end the card or certificate had);
 * - DESCONOCIDO: never issued, malformed, or forgotten a while after it stopped verifying.
 */
export type ResultadoVerificacion = 'VALIDO' | 'ANULADO' | 'CADUCADO' | 'DESCONOCIDO';

/** A stored code as the check reads it, with its policy. */
export interface CodigoGuardado {
  /** Revoked: by the customer, or pushed out of the card's newest codes. */
  anulado: boolean;
  /** The last day it verifies (YYYY-MM-DD). */
  caduca: string;
  poliza: VigenciaPoliza;
}

/**
 * The outcome for a code (undefined: none stored with that hash) on `hoy` (YYYY-MM-DD, Madrid). A
 * revocation wins over the expiry, and a cancelled or withdrawn policy revokes its live codes.
 */
export function resultadoCodigo(codigo: CodigoGuardado | undefined, hoy: string): ResultadoVerificacion {
  if (!codigo) return 'DESCONOCIDO';
  if (codigo.anulado) return 'ANULADO';
  if (codigo.caduca < hoy) return 'CADUCADO';
  if (codigo.poliza.estado !== 'VIGOR' || codigo.poliza.desistida) return 'ANULADO';
  return 'VALIDO';
}

/** How the hidden middle of a policy number reads, whatever its length. */
export const TRAMO_OCULTO = '•••';

/**
 * The policy number as the public check shows it: 'AUT-10023456' → 'AUT-10•••456'. At most the first
 * six and the last three characters show; at least three characters, and at least a quarter of them,
 * are always hidden, and the hidden run always reads as three dots, so its length is not told either.
 */
export function enmascararNumPoliza(numPoliza: string): string {
  const c = Array.from(numPoliza.trim());
  const n = c.length;
  const fin = Math.min(3, Math.floor(n / 4));
  const inicio = Math.max(0, Math.min(6, n - fin - Math.max(3, Math.ceil(n / 4))));
  return `${c.slice(0, inicio).join('')}${TRAMO_OCULTO}${c.slice(n - fin).join('')}`;
}

/** Words of a Spanish (or Catalan, Portuguese…) full name that are not initialled: 'de', 'del', 'y'… */
const PARTICULAS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'van',
  'von',
]);

/** A person's initials: 'Sara Martín Fernández' → 'S. M. F.', 'Ana de la Cruz' → 'A. C.'. */
export function inicialesNombre(nombre: string): string {
  return nombre
    .split(/\s+/)
    .filter((palabra) => palabra !== '' && !PARTICULAS.has(palabra.toLowerCase()))
    .map((palabra) =>
      palabra
        .split('-')
        .filter((parte) => parte !== '')
        .map((parte) => `${Array.from(parte)[0]!.toLocaleUpperCase('es')}.`)
        .join('-'),
    )
    .filter((inicial) => inicial !== '')
    .join(' ');
}

/** What the check reads of a policy's insured risk. */
export interface RiesgoPoliza {
  ramo: string;
  matricula: string | null;
  codPostal: string | null;
  poblacion: string | null;
  /** The insured persons' full names (own health line). */
  asegurados: readonly string[];
}

/**
 * The insured risk as the public check shows it: a vehicle's plate (what the card prints); for a home,
 * the postcode and town of the insured address, never its street; for health, the insured persons'
 * initials, which a clinic can match with an identity document but a stranger learns nothing from.
 */
export function riesgoVerificado(p: RiesgoPoliza): { etiqueta: string; valor: string } {
  if (p.ramo === 'VEH') return { etiqueta: 'Matrícula', valor: p.matricula ?? '' };
  if (p.ramo === 'HOG') {
    return { etiqueta: 'Localidad asegurada', valor: [p.codPostal, p.poblacion].filter(Boolean).join(' ') };
  }
  return { etiqueta: 'Asegurados (iniciales)', valor: p.asegurados.map(inicialesNombre).join(', ') };
}

/** What the page says for an answer of the check (the contract's `Verificacion`). */
export type RespuestaVerificacion =
  | { resultado: 'VALIDO'; fecha: string; enVigor: boolean }
  | { resultado: 'CADUCADO'; fecha: string; caducoEl: string }
  | { resultado: 'ANULADO' | 'DESCONOCIDO'; fecha: string };

const PIDE_TARJETA_ACTUAL = 'Pide la tarjeta actual a quien te la muestra.';
export const CODIGO_DESCONOCIDO = 'No consta ninguna póliza con este código.';

/** The page's verdict line: 'En vigor a 27-11-2026', 'Código anulado: …', 'No consta ninguna póliza…'. */
export function textoVerificacion(r: RespuestaVerificacion): string {
  switch (r.resultado) {
    case 'VALIDO':
      return `${r.enVigor ? 'En vigor' : 'No en vigor'} a ${formatDate(r.fecha)}`;
    case 'ANULADO':
      return `Código anulado: este código ya no sirve para comprobar la póliza. ${PIDE_TARJETA_ACTUAL}`;
    case 'CADUCADO':
      return `Código caducado: este código solo servía hasta el ${formatDate(r.caducoEl)}. ${PIDE_TARJETA_ACTUAL}`;
    case 'DESCONOCIDO':
      return CODIGO_DESCONOCIDO;
  }
}
