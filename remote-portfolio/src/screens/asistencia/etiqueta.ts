import { ETIQUETA_ESTADO_ASISTENCIA, type EstadoAsistencia } from '@area-cliente/shared';

/** A request's state as the customer reads it: a cancelled one says so rather than 'Finalizada'. */
export const etiquetaEstado = (a: { estado: EstadoAsistencia; canceladaEl: string | null }): string =>
  a.canceladaEl !== null ? 'Cancelada' : ETIQUETA_ESTADO_ASISTENCIA[a.estado];

const FECHA_HORA = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '26 nov 2026, 10:05' in Madrid time. */
export const fechaHora = (iso: string): string => FECHA_HORA.format(new Date(iso));
