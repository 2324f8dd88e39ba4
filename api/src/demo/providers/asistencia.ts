import type { EstadoAsistencia } from '@area-cliente/shared/domain';
import type { Clock } from '../../lib/clock';
import type { AsistenciaProvider, EstadoProveedor } from '../../providers/asistencia/types';

const SEGUNDO = 1000;
const MINUTO = 60 * SEGUNDO;

/**
 * The demo's timetable, from the moment the request is sent: quick enough to watch in a demo (and
 * in the e2e journey), in the order a real one goes. The arrival estimate is the 'En el lugar' moment.
 */
const PLAN_DEMO: ReadonlyArray<{ desde: number; estado: EstadoAsistencia }> = [
  { desde: 0, estado: 'RECIBIDA' },
  { desde: 15 * SEGUNDO, estado: 'ASIGNADA' },
  { desde: 30 * SEGUNDO, estado: 'EN_CAMINO' },
  { desde: 5 * MINUTO, estado: 'EN_EL_LUGAR' },
  { desde: 20 * MINUTO, estado: 'FINALIZADA' },
];
const LLEGADA_MS = 5 * MINUTO;

const SERVICIO_DEMO = { vehiculo: 'Grúa plataforma blanca · 4821 LMN', conductor: 'Javier (demo)' };

// 'demo-<ms since epoch>': the reference carries its start, so the demo keeps no state of its own and
// answers alike from every instance and after a restart.
const REFERENCIA = /^demo-(\d{13})$/;

/** Moves each request through its states on PLAN_DEMO, read from the app's clock (tests move it). */
export function demoAsistenciaProvider(clock: Clock): AsistenciaProvider {
  return {
    name: 'demo',
    solicitar: () => Promise.resolve(`demo-${clock.now().getTime()}`),
    consultar(referencia) {
      const inicio = Number(REFERENCIA.exec(referencia)?.[1]);
      if (!Number.isFinite(inicio)) return Promise.reject(new Error('Unknown demo assistance reference'));
      const transcurrido = clock.now().getTime() - inicio;
      const estado = PLAN_DEMO.filter((p) => p.desde <= transcurrido).at(-1)?.estado ?? 'RECIBIDA';
      const asignada = estado !== 'RECIBIDA';
      const respuesta: EstadoProveedor = {
        estado,
        llegadaEstimada: asignada ? new Date(inicio + LLEGADA_MS) : null,
        servicio: asignada ? SERVICIO_DEMO : null,
      };
      return Promise.resolve(respuesta);
    },
    // Nothing to stop: a cancelled request is never asked about again.
    cancelar: (referencia) =>
      REFERENCIA.test(referencia)
        ? Promise.resolve()
        : Promise.reject(new Error('Unknown demo assistance reference')),
  };
}
