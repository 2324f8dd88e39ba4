import {
  ESTADO_RECIBO,
  PERIODICIDAD_RECIBO,
  TIPO_RECIBO,
  type ReciboDetalle,
} from '@area-cliente/shared/contract';
import type { PdfDocument } from './render-pdf';

/** ISO date → DD-MM-YYYY, the calendar day as written (SPEC §1). */
const fecha = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('-') : null);

/** 1,234.50 € (SPEC §1). */
const importe = (euros: number) => {
  const [integer = '0', decimals = '00'] = euros.toFixed(2).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals} €`;
};

/** The receipt as a printable document ('Descargar recibo'). */
export function reciboPdf(r: ReciboDetalle, generadoEl: Date): PdfDocument {
  return {
    title: `Recibo ${r.idRecibo}`,
    subtitle: r.titulo,
    generadoEl,
    sections: [
      {
        heading: 'Datos del recibo',
        rows: [
          ['Número de recibo', String(r.idRecibo)],
          ['Fecha del recibo', fecha(r.fecRecibo)],
          ['Importe', importe(r.importeNeto)],
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
          ['Fecha de efecto', fecha(r.fecEfecto)],
          ['Fecha de vencimiento', fecha(r.fechaVto)],
          ['Cuenta de cargo', r.iban],
        ],
      },
    ],
  };
}

/** File name the browser shows. */
export const nombreFicheroRecibo = (r: ReciboDetalle) => `Recibo ${r.idRecibo} - ${r.numPoliza}.pdf`;
