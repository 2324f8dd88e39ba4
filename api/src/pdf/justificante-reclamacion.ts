import { formatDate, NOMBRE_DOCUMENTO_AREA, PLAZO_RESPUESTA_SAC_MESES } from '@area-cliente/shared/domain';
import type { ReclamacionGuardada } from '../repositories/reclamaciones';
import { fechaHora, type PdfDocument } from './render-pdf';

/** The acknowledgement (justificante) of a complaint: what was filed, when, and when the answer is due. */
export function justificanteReclamacionPdf(r: ReclamacionGuardada): PdfDocument {
  return {
    title: NOMBRE_DOCUMENTO_AREA.RECLAMACION,
    subtitle: `Reclamación ${r.codigo} · presentada en el Área Cliente`,
    generadoEl: r.presentadaEl,
    sections: [
      {
        heading: 'Datos de la reclamación',
        rows: [
          ['Código de seguimiento', r.codigo],
          ['Presentada el', fechaHora(r.presentadaEl)],
          ['Asunto', r.asunto],
          ['Motivo', r.motivo],
          ['Contacto preferido', r.contacto],
          ['Fecha límite de respuesta', formatDate(r.fechaLimite)],
        ],
      },
      { heading: 'Descripción', paragraphs: [r.descripcion] },
      {
        heading: 'Plazo de respuesta',
        paragraphs: [
          `El Servicio de Atención al Cliente tiene ${PLAZO_RESPUESTA_SAC_MESES === 1 ? 'un mes' : `${PLAZO_RESPUESTA_SAC_MESES} meses`} ` +
            'desde la presentación para responderte. Si no te responde en ese plazo o no estás de acuerdo con la ' +
            'respuesta, puedes acudir al Defensor del Cliente y al Servicio de Reclamaciones de la Dirección General ' +
            'de Seguros y Fondos de Pensiones (https://www.dgsfp.mineco.es/).',
        ],
      },
    ],
  };
}

/** 'justificante-RC-2026-7KQ4M9.pdf' */
export const nombreFicheroJustificante = (codigo: string) => `justificante-${codigo}.pdf`;
