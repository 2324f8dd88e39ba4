import type { EstadoAsistencia } from '@area-cliente/shared/domain';
import type { Clock } from '../../lib/clock';
import type { Coordenadas } from '@area-cliente/shared/domain';
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

const SERVICIO_DEMO = {
  vehiculo: 'Grúa plataforma blanca · 4821 LMN',
  conductor: 'Javier (demo)',
  telefono: '611414142',
};

/** Where help goes when the customer typed an address (the demo geocodes nothing): the A-3 at Tarancón. */
const DESTINO_SIN_GPS: Coordenadas = { latitud: 40.0311, longitud: -3.0075 };
/** Where the tow truck sets out from, relative to where it goes: about 5.5 km to the north-west. */
const SALIDA = { latitud: 0.04, longitud: -0.035 };
const ASIGNADA_MS = 15 * SEGUNDO;

// 'demo-<ms since epoch>': the reference carries its start, so the states and times answer alike after
// a restart. Only the customer's GPS position, which the truck drives to, is held in memory while the
// request is open (after a restart it goes to DESTINO_SIN_GPS): the reference must not carry it,
// since it is kept after the location is deleted.
const REFERENCIA = /^demo-(\d{13})$/;

/** The truck's position `transcurrido` ms after the request: at the start until assigned, then on its way. */
function posicionEn(destino: Coordenadas, transcurrido: number): Coordenadas {
  const recorrido = Math.min(1, Math.max(0, (transcurrido - ASIGNADA_MS) / (LLEGADA_MS - ASIGNADA_MS)));
  return {
    latitud: destino.latitud + SALIDA.latitud * (1 - recorrido),
    longitud: destino.longitud + SALIDA.longitud * (1 - recorrido),
  };
}

/**
 * Moves each request through its states on PLAN_DEMO, read from the app's clock (tests move it), and
 * its tow truck from SALIDA to the customer's position by the estimated arrival.
 */
export function demoAsistenciaProvider(clock: Clock): AsistenciaProvider {
  const destinos = new Map<string, Coordenadas>();
  return {
    name: 'demo',
    solicitar(s) {
      const referencia = `demo-${clock.now().getTime()}`;
      if (s.ubicacion.tipo === 'GPS')
        destinos.set(referencia, { latitud: s.ubicacion.latitud, longitud: s.ubicacion.longitud });
      return Promise.resolve(referencia);
    },
    consultar(referencia) {
      const inicio = Number(REFERENCIA.exec(referencia)?.[1]);
      if (!Number.isFinite(inicio)) return Promise.reject(new Error('Unknown demo assistance reference'));
      const ahora = clock.now();
      const transcurrido = ahora.getTime() - inicio;
      const estado = PLAN_DEMO.filter((p) => p.desde <= transcurrido).at(-1)?.estado ?? 'RECIBIDA';
      const asignada = estado !== 'RECIBIDA';
      if (estado === 'FINALIZADA') destinos.delete(referencia);
      const destino = destinos.get(referencia) ?? DESTINO_SIN_GPS;
      const respuesta: EstadoProveedor = {
        estado,
        llegadaEstimada: asignada ? new Date(inicio + LLEGADA_MS) : null,
        servicio: asignada
          ? { ...SERVICIO_DEMO, posicion: { ...posicionEn(destino, transcurrido), actualizadaEl: ahora } }
          : null,
      };
      return Promise.resolve(respuesta);
    },
    // Nothing to stop: a cancelled request is never asked about again.
    cancelar(referencia) {
      if (!REFERENCIA.test(referencia)) return Promise.reject(new Error('Unknown demo assistance reference'));
      destinos.delete(referencia);
      return Promise.resolve();
    },
  };
}
