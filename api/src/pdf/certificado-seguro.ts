import { enVigorEl, formatDate } from '@area-cliente/shared/domain';
import type { PolizaTarjeta } from '../repositories/tarjetas';
import { riesgoTarjeta } from '../services/tarjetas';
import type { PdfDocument, PdfRow } from './render-pdf';

/**
 * The insurance certificate ('certificado de seguro', issue #32): the insurer states on the day it is
 * generated whether the policy is in force, for what and for whom, and the assistance line.
 */
export function certificadoSeguroPdf(
  p: PolizaTarjeta,
  c: { hoy: string; aseguradora: string; telefonoAsistencia: string; generadoEl: Date },
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
        heading: 'Alcance',
        paragraphs: [
          'Este certificado acredita la situación de la póliza en la fecha indicada. No modifica sus condiciones ni las amplía: el contrato se rige por sus condiciones generales y particulares.',
        ],
      },
    ],
  };
}

export const nombreFicheroCertificado = (p: PolizaTarjeta) => `Certificado de seguro ${p.numPoliza}.pdf`;
