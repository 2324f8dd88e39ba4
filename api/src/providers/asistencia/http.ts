import { ESTADOS_ASISTENCIA, isTelefono } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import type { AsistenciaProvider } from './types';

export interface HttpAsistenciaOptions {
  /** Base URL of the provider's API (https in production: the config refuses anything else). */
  url: string;
  /** Sent as `Authorization: Bearer …`. */
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SolicitadaSchema = v.object({ referencia: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const EstadoSchema = v.object({
  estado: v.picklist(ESTADOS_ASISTENCIA),
  llegadaEstimada: v.nullish(v.pipe(v.string(), v.isoTimestamp())),
  vehiculo: v.nullish(v.pipe(v.string(), v.maxLength(120))),
  conductor: v.nullish(v.pipe(v.string(), v.maxLength(80))),
  telefonoConductor: v.nullish(v.pipe(v.string(), v.maxLength(20))),
  posicion: v.nullish(
    v.object({
      latitud: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitud: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      actualizadaEl: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
});

/**
 * The driver's phone as we store and dial it (9 digits; '+34' and spaces dropped), or null: a number
 * we cannot dial is not shown, but it does not stop the rest of the answer.
 */
function telefonoConductor(raw: string | null | undefined): string | null {
  const digitos = raw?.replace(/[\s.-]/g, '').replace(/^(\+|00)34/, '') ?? '';
  return isTelefono(digitos) ? digitos : null;
}

/**
 * A real assistance provider over JSON: `POST {url}/solicitudes` with the request (our code as its
 * idempotency key) answers `{ referencia }`; `GET {url}/solicitudes/{referencia}` answers
 * `{ estado, llegadaEstimada?, vehiculo?, conductor?, telefonoConductor?, posicion?: { latitud, longitud,
 * actualizadaEl } }`; `POST {url}/solicitudes/{referencia}/cancelacion`
 * calls it off (any 2xx). Errors name the status only: the location and
 * the phone never reach an error or a log.
 */
export function httpAsistenciaProvider(options: HttpAsistenciaOptions): AsistenciaProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const send = async (path: string, body?: unknown): Promise<Response> => {
    const res = await doFetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`Assistance provider answered HTTP ${res.status}`);
    return res;
  };
  const call = async (path: string, body?: unknown): Promise<unknown> => {
    const res = await send(path, body);
    try {
      return await res.json();
    } catch {
      throw new Error('Assistance provider answered something other than JSON');
    }
  };
  const valid = <S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> => {
    const r = v.safeParse(schema, data);
    if (!r.success) throw new Error('Assistance provider answered an unexpected shape');
    return r.output;
  };
  return {
    name: 'http',
    async solicitar(s) {
      const data = await call('/solicitudes', {
        codigo: s.codigo,
        situacion: s.situacion,
        ubicacion: s.ubicacion,
        telefono: s.telefono,
        vehiculo: s.vehiculo,
      });
      return valid(SolicitadaSchema, data).referencia;
    },
    async consultar(referencia) {
      const e = valid(EstadoSchema, await call(`/solicitudes/${encodeURIComponent(referencia)}`));
      return {
        estado: e.estado,
        llegadaEstimada: e.llegadaEstimada ? new Date(e.llegadaEstimada) : null,
        servicio: e.vehiculo
          ? {
              vehiculo: e.vehiculo,
              conductor: e.conductor ?? null,
              telefono: telefonoConductor(e.telefonoConductor),
              posicion: e.posicion
                ? { ...e.posicion, actualizadaEl: new Date(e.posicion.actualizadaEl) }
                : null,
            }
          : null,
      };
    },
    async cancelar(referencia) {
      // Any 2xx is the provider's yes, whatever its body; repeating it is harmless on its side.
      const res = await send(`/solicitudes/${encodeURIComponent(referencia)}/cancelacion`, {});
      await res.body?.cancel();
    },
  };
}
