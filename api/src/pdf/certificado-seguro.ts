import { enVigorEl, formatDate } from '@area-cliente/shared/domain';
import type { PolizaTarjeta } from '../repositories/tarjetas';
import { riesgoTarjeta } from '../services/tarjetas';
import type { PdfDocument, PdfRow } from './render-pdf';

/**
 * The insurance certificate ('certificado de seguro'): the insurer states on the day it is
 * generated whether the policy is in force, for what and for whom, and the assistance line; its QR is
 * a verification code like the card's, so a printed copy can be checked at /verificar later.
 */
export function certificadoSeguroPdf(
  p: PolizaTarjeta,
  c: {
    hoy: string;
    aseguradora: string;
    telefonoAsistencia: string;
    generadoEl: Date;
    /** The verification page's address with a fresh code, as the card's QR carries it. */
    urlVerificacion: string;
    /** The last day the code verifies (the policy's expiry, or a year on when open-ended). */
    codigoCaduca: string;
    /** The page without the code, printed for whoever cannot scan. */
    paginaVerificacion: string;
  },
): PdfDocument {
  const enVigor = enVigorEl(p, c.hoy);
  const riesgo = riesgoTarjeta(p);
  const vehiculo: PdfRow[] = p.ramo === 'VEH' ? [['Vehículo', p.vehiculo]] : [];
  return {
    title: 'Certificado de seguro',
    subtitle: `Póliza ${p.numPoliza}`,
    generadoEl: c.generadoEl,
    sections: [
      {
        heading: 'Certificación',
        paragraphs: [
          enVigor
            ? `${c.aseguradora} certifica que la póliza ${p.numPoliza} está en vigor a ${formatDate(c.hoy)}, con las coberturas contratadas en sus condiciones particulares.`
            : `${c.aseguradora} certifica que la póliza ${p.numPoliza} no está en vigor a ${formatDate(c.hoy)}.`,
        ],
      },
      {
        heading: 'Póliza',
        rows: [
          ['Número de póliza', p.numPoliza],
          ['Producto', p.producto],
          ['Tomador', p.nombreTomador],
          ...vehiculo,
          [riesgo.etiqueta, riesgo.valor],
          ['Fecha de efecto', formatDate(p.fecEfecto)],
          ['Fecha de vencimiento', formatDate(p.fechaVto)],
          ['Situación', enVigor ? `En vigor a ${formatDate(c.hoy)}` : `No en vigor a ${formatDate(c.hoy)}`],
        ],
      },
      {
        heading: 'Asistencia',
        rows: [['Teléfono de asistencia (24 horas)', c.telefonoAsistencia]],
      },
      {
        heading: 'Verificación',
        qr: {
          contenido: c.urlVerificacion,
          leyenda: `Quien necesite comprobar este certificado puede escanear el código QR: la página ${c.paginaVerificacion} dice si la póliza está en vigor el día en que se consulta, con el producto, la matrícula o lo asegurado y parte del número de póliza, sin nombres, NIF ni datos de contacto. El código se puede comprobar hasta el ${formatDate(c.codigoCaduca)}.`,
        },
      },
      {
        heading: 'Alcance',
        paragraphs: [
          'Este certificado acredita la situación de la póliza en la fecha indicada. No modifica sus condiciones ni las amplía: el contrato se rige por sus condiciones generales y particulares.',
        ],
      },
    ],
  };
}

export const nombreFicheroCertificado = (p: PolizaTarjeta) => `Certificado de seguro ${p.numPoliza}.pdf`;
