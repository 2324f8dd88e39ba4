import {
  ESTADO_RECIBO,
  PERIODICIDAD_RECIBO,
  TIPO_RECIBO,
  type ReciboDetalle,
} from '@area-cliente/shared/contract';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import type { PdfDocument } from './render-pdf';

/** The receipt as a printable document ('Descargar recibo'). */
export function reciboPdf(r: ReciboDetalle, generadoEl: Date): PdfDocument {
  return {
    title: `Recibo ${r.numRecibo}`,
    subtitle: r.titulo,
    generadoEl,
    sections: [
      {
        heading: 'Datos del recibo',
        rows: [
          ['Número de recibo', r.numRecibo],
          ['Fecha del recibo', formatDate(r.fecRecibo)],
          ['Importe', formatAmount(r.importeNeto)],
          ['Estado', ESTADO_RECIBO[r.estado]],
          ['Tipo', TIPO_RECIBO[r.tipo]],
          ['Periodicidad', PERIODICIDAD_RECIBO[r.periodicidad]],
        ],
      },
      {
        heading: 'Póliza',
        rows: [
          ['Número de póliza', r.numPoliza],
          ['Producto', r.producto],
          ['Riesgo asegurado', r.riesgoAseguradoStr],
          ['Tomador', r.nombreTomador],
          ['Fecha de efecto', formatDate(r.fecEfecto)],
          ['Fecha de vencimiento', formatDate(r.fechaVto)],
          ['Cuenta de cargo', r.iban],
        ],
      },
    ],
  };
}

/** File name the browser shows. */
export const nombreFicheroRecibo = (r: ReciboDetalle) => `Recibo ${r.numRecibo} - ${r.numPoliza}.pdf`;
