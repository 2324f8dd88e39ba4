// Complaints to the insurer's customer service department (SAC): the answer's due date, the tracking
// code's shape, the states and the moment the customer may take the complaint further.

/**
 * How long the SAC has to answer a consumer: one month from the day the complaint is filed.
 * Orden ECO/734/2004 (departamentos y servicios de atención al cliente de las entidades financieras),
 * art. 10.3, set two months; for complaints of consumers the period is one month since Ley 7/2017, de
 * 2 de noviembre (resolución alternativa de litigios en materia de consumo), which brought the
 * financial entities' customer services into line with the ADR directive 2013/11/UE. Past it without
 * an answer (or with an answer the customer rejects) the customer may go to the Defensor del Cliente
 * and to the DGSFP's Servicio de Reclamaciones (Orden ECC/2502/2012, art. 2 and 9).
 * A month counts date to date (Código Civil, art. 5.1): filed on 15 March, due on 15 April; with no
 * such day in the next month (31 January), the month's last day.
 */
export const PLAZO_RESPUESTA_SAC_MESES = 1;

/** The filed day ('YYYY-MM-DD', Madrid) plus the SAC's period: the last day the answer is due. */
export function fechaLimiteRespuesta(presentada: string): string {
  const [y, m, d] = presentada.split('-').map(Number) as [number, number, number];
  const mes = m - 1 + PLAZO_RESPUESTA_SAC_MESES;
  const ultimoDia = new Date(Date.UTC(y, mes + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, mes, Math.min(d, ultimoDia))).toISOString().slice(0, 10);
}

/**
 * Tracking codes: 'RC-2026-7KQ4M9', the year filed and 6 random characters from an alphabet without
 * the look-alikes (0/O, 1/I/L, U/V) so a code read out on the phone is typed right: 29^6 ≈ 6·10^8 per year.
 */
export const ALFABETO_CODIGO_RECLAMACION = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CODIGO_RECLAMACION = /^RC-\d{4}-[2-9A-HJKMNP-TW-Z]{6}$/;

/** A tracking code as typed (spaces and lower case forgiven); null when it cannot be one. */
export function normalizaCodigoReclamacion(texto: string): string | null {
  const codigo = texto.trim().toUpperCase();
  return CODIGO_RECLAMACION.test(codigo) ? codigo : null;
}

export const ESTADOS_RECLAMACION = ['RECIBIDA', 'EN_ESTUDIO', 'RESPONDIDA', 'CERRADA'] as const;
export type EstadoReclamacion = (typeof ESTADOS_RECLAMACION)[number];

export const ESTADO_RECLAMACION_TEXTO: Record<EstadoReclamacion, string> = {
  RECIBIDA: 'Recibida',
  EN_ESTUDIO: 'En estudio',
  RESPONDIDA: 'Respondida',
  CERRADA: 'Cerrada',
};

/** What a complaint is about: one of the caller's own policies, claims or receipts, or general. */
export const TIPOS_ASUNTO_RECLAMACION = ['POLIZA', 'SINIESTRO', 'RECIBO', 'GENERAL'] as const;
export type TipoAsuntoReclamacion = (typeof TIPOS_ASUNTO_RECLAMACION)[number];

export const MOTIVOS_RECLAMACION = [
  'Atención recibida',
  'Tramitación de un siniestro',
  'Importe o cobro de un recibo',
  'Condiciones o coberturas de la póliza',
  'Renovación o cancelación',
  'Protección de datos',
  'Otro motivo',
] as const;

export const CONTACTOS_RECLAMACION = ['Correo electrónico', 'Teléfono', 'Correo postal'] as const;

export const RECLAMACION_DESCRIPCION_MIN = 20;
export const RECLAMACION_DESCRIPCION_MAX = 4000;

/** Not answered and its due date is behind `hoy` ('YYYY-MM-DD', Madrid). */
export const reclamacionFueraDePlazo = (r: {
  estado: EstadoReclamacion;
  fechaLimite: string;
  hoy: string;
}): boolean => (r.estado === 'RECIBIDA' || r.estado === 'EN_ESTUDIO') && r.fechaLimite < r.hoy;

/** The customer may go to the ombudsman and the DGSFP: late, or answered and rejected by them. */
export const puedeEscalarReclamacion = (r: {
  estado: EstadoReclamacion;
  fechaLimite: string;
  hoy: string;
  insatisfecha: boolean;
}): boolean => reclamacionFueraDePlazo(r) || (r.estado !== 'RECIBIDA' && r.insatisfecha);
