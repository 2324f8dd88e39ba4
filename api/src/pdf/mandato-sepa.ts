import { mandatoSepa } from '@area-cliente/shared/domain';
import type { SepaConfig } from '../config';
import type { MandatoSepa } from '../repositories/cuenta-cobro';
import { MEDIANTE } from './confirmacion';
import { fechaHora, type PdfDocument } from './render-pdf';
import { seccionAFirmar } from './texto-a-firmar';

/** The mandate's text as the customer saw it before signing, for this mandate and creditor. */
const textoMandatoSepa = (m: MandatoSepa, acreedor: SepaConfig) =>
  mandatoSepa({
    acreedor: { identificador: acreedor.creditorId, nombre: acreedor.creditorName },
    nombreDeudor: m.nombreDeudor,
    iban: m.iban,
    bic: m.bic,
    polizas: m.polizas,
    referencia: m.referencia,
    fecha: m.firmadoAt,
  });

/** The customer's copy of the SEPA Core mandate signed when changing the account ('Mis datos'). */
export function mandatoSepaPdf(m: MandatoSepa, acreedor: SepaConfig, generadoEl: Date): PdfDocument {
  const texto = textoMandatoSepa(m, acreedor);
  return {
    title: texto.titulo,
    subtitle: `Referencia de la orden de domiciliación: ${m.referencia}`,
    generadoEl,
    sections: [
      ...texto.apartados.map(seccionAFirmar),
      {
        heading: 'Firma',
        paragraphs: [
          `Firmado electrónicamente mediante ${MEDIANTE[m.firmadoCon]} el ${fechaHora(m.firmadoAt)}. Referencia de sesión: ${m.referenciaSesion}.`,
        ],
      },
    ],
  };
}

/** File name the browser shows. */
export const nombreFicheroMandato = (m: MandatoSepa) => `Mandato SEPA ${m.referencia}.pdf`;
