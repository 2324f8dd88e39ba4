import { formatDate, madridDay } from './date';
import { bancoDeIban, maskIban } from './iban';
import { orSinDatos } from './placeholders';
import type { TextoAFirmar } from './texto-a-firmar';

/*
 * The SEPA Core direct-debit mandate the customer signs when changing the collection account. The
 * same text is shown before the confirming step and printed in the customer's copy (SEPA rulebook
 * practice: the debtor sees the exact mandate before consenting).
 */

export interface DatosMandatoSepa {
  acreedor: { identificador: string; nombre: string };
  nombreDeudor: string;
  /** The account in full: the text shows it masked. */
  iban: string;
  bic: string | null;
  /** The numbers of the policies charged to this account, comma-separated. */
  polizas: string;
  /** Assigned when signing: null before. */
  referencia: string | null;
  /** The day of signing (today's, before). */
  fecha: Date;
}

export const REFERENCIA_AL_FIRMAR = 'Se asigna al firmar';

const CLAUSULA_SEPA =
  'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.';

export function mandatoSepa(d: DatosMandatoSepa): TextoAFirmar {
  return {
    titulo: 'Orden de domiciliación de adeudo directo SEPA',
    apartados: [
      {
        titulo: 'Acreedor',
        filas: [
          ['Identificador del acreedor', d.acreedor.identificador],
          ['Nombre del acreedor', d.acreedor.nombre],
        ],
        parrafos: [],
      },
      {
        titulo: 'Deudor',
        filas: [
          ['Nombre del deudor', d.nombreDeudor],
          ['Número de cuenta (IBAN)', orSinDatos(maskIban(d.iban))],
          ['Entidad', orSinDatos(bancoDeIban(d.iban)?.nombre)],
          ['BIC', orSinDatos(d.bic)],
          ['Pólizas', d.polizas],
        ],
        parrafos: [],
      },
      {
        titulo: 'Orden',
        filas: [
          ['Referencia de la orden', d.referencia ?? REFERENCIA_AL_FIRMAR],
          ['Esquema', 'SEPA Core (adeudo directo básico)'],
          ['Tipo de pago', 'Pago recurrente'],
          ['Fecha', formatDate(madridDay(d.fecha))],
        ],
        parrafos: [CLAUSULA_SEPA],
      },
    ],
  };
}
