import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import type { SuplementoImpreso } from '../repositories/suplementos';
import { MEDIANTE } from './confirmacion';
import { fechaHora, type PdfDocument, type PdfRow } from './render-pdf';

/** 'Suplemento nº SUP-…': the change to the contract as the customer confirmed it, and its premium. */
export function suplementoPdf(
  s: SuplementoImpreso,
  poliza: { numPoliza: string; producto: string; riesgoAseguradoStr: string | null },
  generadoEl: Date,
): PdfDocument {
  const importe: PdfRow =
    s.importe > 0
      ? ['Importe a cobrar por los días que quedan', formatAmount(s.importe)]
      : s.importe < 0
        ? ['Importe a devolver por los días que quedan', formatAmount(-s.importe)]
        : ['Importe por los días que quedan', formatAmount(0)];
  return {
    title: `Suplemento nº ${s.numero}`,
    subtitle: `${poliza.producto} · Póliza ${poliza.numPoliza}`,
    generadoEl,
    sections: [
      {
        heading: 'Póliza',
        rows: [
          ['Número de póliza', poliza.numPoliza],
          ['Producto', poliza.producto],
          ['Riesgo asegurado', poliza.riesgoAseguradoStr],
        ],
      },
      { heading: 'Modificación', paragraphs: [s.texto] },
      {
        heading: 'Prima',
        rows: [
          ['Fecha de efecto', formatDate(s.efecto)],
          ['Prima anual anterior', formatAmount(s.primaAnterior)],
          ['Prima anual nueva', formatAmount(s.primaNueva)],
          importe,
        ],
      },
      {
        heading: 'Conformidad',
        paragraphs: [
          `Confirmado electrónicamente mediante ${MEDIANTE[s.confirmadoCon]} el ${fechaHora(s.createdAt)}. ` +
            'Este suplemento forma parte de tu póliza: el resto de sus condiciones no cambia.',
        ],
      },
    ],
  };
}
