import { bancoDeIban, maskIban } from '@area-cliente/shared/domain';
import type { SepaConfig } from '../config';
import type { MandatoSepa } from '../repositories/cuenta-cobro';
import { MEDIANTE } from './confirmacion';
import { fechaHora, type PdfDocument } from './render-pdf';

/** The customer's copy of the SEPA Core mandate signed when changing the account ('Mis datos'). */
export function mandatoSepaPdf(m: MandatoSepa, acreedor: SepaConfig, generadoEl: Date): PdfDocument {
  return {
    title: 'Orden de domiciliación de adeudo directo SEPA',
    subtitle: `Referencia de la orden de domiciliación: ${m.referencia}`,
    generadoEl,
    sections: [
      {
        heading: 'Acreedor',
        rows: [
          ['Identificador del acreedor', acreedor.creditorId],
          ['Nombre del acreedor', acreedor.creditorName],
        ],
      },
      {
        heading: 'Deudor',
        rows: [
          ['Nombre del deudor', m.nombreDeudor],
          ['Número de cuenta (IBAN)', maskIban(m.iban)],
          ['Entidad', bancoDeIban(m.iban)?.nombre],
          ['BIC', m.bic],
          ['Pólizas', m.polizas],
        ],
      },
      {
        heading: 'Orden',
        rows: [
          ['Esquema', 'SEPA Core (adeudo directo básico)'],
          ['Tipo de pago', 'Pago recurrente'],
          ['Fecha', fechaHora(m.firmadoAt)],
        ],
        paragraphs: [
          'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.',
          `Firmado electrónicamente mediante ${MEDIANTE[m.firmadoCon]} el ${fechaHora(m.firmadoAt)}. Referencia de sesión: ${m.referenciaSesion}.`,
        ],
      },
    ],
  };
}

/** File name the browser shows. */
export const nombreFicheroMandato = (m: MandatoSepa) => `Mandato SEPA ${m.referencia}.pdf`;
