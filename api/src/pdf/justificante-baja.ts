import { BASE_LEGAL, formatDate, NOMBRE_DOCUMENTO_AREA, recibosNoRenovar } from '@area-cliente/shared/domain';
import type { PolizaBaja, SolicitudBajaRow } from '../repositories/solicitudes-baja';
import { MEDIANTE } from './confirmacion';
import { fechaHora, type PdfDocument } from './render-pdf';

// The title 'Mis documentos' lists it under (by the request's kind).
const TITULO = NOMBRE_DOCUMENTO_AREA;

/**
 * What happens next. Stopping the renewal names the receipts of the current period still to pay, as the
 * screen does (`recibosNoRenovar`): never 'no more receipts' alone while one is due.
 */
const EFECTO = {
  NO_RENOVAR: (p: PolizaBaja, fechaVto: string, hoy: string) => {
    const recibos = recibosNoRenovar(p.recibosImpagados, fechaVto, hoy);
    return [
      `La póliza sigue en vigor, con todas sus coberturas, hasta el ${formatDate(fechaVto)}. Ese día termina y no se renovará: ${recibos.quedan ? 'después ' : ''}no se emitirán más recibos.`,
      ...recibos.avisos,
    ].join(' ');
  },
  DESISTIMIENTO: () =>
    'El contrato queda sin efecto. Te devolveremos la prima que hayas pagado en un plazo máximo de 30 días naturales, descontando la parte correspondiente al tiempo en que la póliza te ha cubierto.',
} as const;

/**
 * The receipt (justificante) of a non-renewal or withdrawal request, with its reference code; `hoy`
 * (Madrid) tells the receipts already due from those to come.
 */
export function justificanteBajaPdf(
  p: PolizaBaja,
  s: SolicitudBajaRow,
  generadoEl: Date,
  hoy: string,
): PdfDocument {
  return {
    title: TITULO[s.tipo],
    subtitle: `Póliza ${p.numPoliza}`,
    generadoEl,
    sections: [
      {
        heading: 'Solicitud',
        rows: [
          ['Código de referencia', s.referencia],
          ['Fecha y hora (Madrid)', fechaHora(new Date(s.creadaEl))],
          ['Solicitada por', p.nombreTomador],
          [
            'Canal',
            s.confirmadaCon
              ? `Área Cliente, confirmada mediante ${MEDIANTE[s.confirmadaCon]}`
              : 'Área Cliente',
          ],
        ],
      },
      {
        heading: 'Póliza',
        rows: [
          ['Número de póliza', p.numPoliza],
          ['Producto', p.producto],
          ['Riesgo asegurado', p.riesgoAseguradoStr],
          ['Fecha de vencimiento', formatDate(p.fechaVto)],
          ...(s.tipo === 'DESISTIMIENTO'
            ? ([['Fecha de contratación', formatDate(p.fecContratacion)]] as [string, string][])
            : []),
        ],
      },
      {
        heading: 'Qué ocurre ahora',
        paragraphs: [s.tipo === 'NO_RENOVAR' ? EFECTO.NO_RENOVAR(p, s.fecha, hoy) : EFECTO.DESISTIMIENTO()],
      },
      { heading: 'Base legal', paragraphs: [BASE_LEGAL[s.tipo]] },
    ],
  };
}

export const nombreFicheroJustificante = (p: PolizaBaja, s: SolicitudBajaRow) =>
  `${TITULO[s.tipo]} ${p.numPoliza}.pdf`;
