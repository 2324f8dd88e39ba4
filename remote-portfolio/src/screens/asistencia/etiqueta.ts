import { ETIQUETA_ESTADO_ASISTENCIA, type EstadoAsistencia } from '@area-cliente/shared/domain';

/** A request's state as the customer reads it: a cancelled one says so rather than 'Finalizada'. */
export const etiquetaEstado = (a: { estado: EstadoAsistencia; canceladaEl: string | null }): string =>
  a.canceladaEl !== null ? 'Cancelada' : ETIQUETA_ESTADO_ASISTENCIA[a.estado];
