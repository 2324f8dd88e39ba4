import { Codigo, type CallBody, type CallData, type CALLS } from '@area-cliente/shared/contract';
import {
  AVISOS,
  avisoActivo,
  CANALES_AVISO,
  EVENTOS_AVISO,
  MENSAJE_AVISO_OBLIGATORIO,
  type CanalAviso,
  type EventoAviso,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { SessionCaller } from '../lib/caller';
import { ApiError, badRequest } from '../lib/errors';
import { encolarAviso, guardarPreferencias, preferenciasGuardadas } from '../repositories/avisos';
import { registrarCambio } from '../repositories/historial-cambios';
import { haTenidoSesion } from '../repositories/sessions';
import type { AppParts } from './parts';

type Preferencias = CallData<typeof CALLS.preferenciasAvisos>;

async function preferenciasDe(db: Queryable, idCliente: number): Promise<Preferencias> {
  const guardadas = await preferenciasGuardadas(db, idCliente);
  return {
    preferencias: EVENTOS_AVISO.flatMap((evento) =>
      CANALES_AVISO.map((canal) => ({
        evento,
        canal,
        activo: avisoActivo(evento, canal, guardadas.get(`${evento}:${canal}`)),
      })),
    ),
  };
}

/** The customer's notification choices in 'Mis datos'. */
export function avisosService(app: AppParts) {
  return {
    /** The caller's choices per event and channel (defaults where none is saved). */
    preferencias: (caller: SessionCaller): Promise<Preferencias> => preferenciasDe(app.db, caller.idCliente),
    guardaPreferencias,
  };

  /**
   * Saves the choices that change, with one line in the customer's history. A security notice cannot
   * be switched off: asking to is refused with the reason, not silently ignored.
   */
  async function guardaPreferencias(
    caller: SessionCaller,
    body: CallBody<typeof CALLS.guardaPreferenciasAvisos>,
  ): Promise<Preferencias> {
    const { idCliente, idSesion } = caller;
    const claves = new Set(body.preferencias.map((p) => `${p.evento}:${p.canal}`));
    if (claves.size !== body.preferencias.length) throw badRequest();
    if (body.preferencias.some((p) => AVISOS[p.evento].obligatorio && !p.activo)) {
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_AVISO_OBLIGATORIO);
    }
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      const actuales = await preferenciasDe(tx, idCliente);
      const activo = (e: EventoAviso, c: CanalAviso) =>
        actuales.preferencias.find((p) => p.evento === e && p.canal === c)?.activo;
      const cambian = body.preferencias.filter((p) => activo(p.evento, p.canal) !== p.activo);
      if (cambian.length === 0) return actuales;
      await guardarPreferencias(tx, idCliente, cambian, now);
      const encendidos = cambian.filter((p) => p.activo).length;
      const apagados = cambian.length - encendidos;
      const partes = [
        encendidos ? `${encendidos} activado${encendidos === 1 ? '' : 's'}` : '',
        apagados ? `${apagados} desactivado${apagados === 1 ? '' : 's'}` : '',
      ].filter(Boolean);
      await registrarCambio(tx, {
        idCliente,
        idSesion,
        ip: caller.ip,
        tipo: 'AVISOS',
        descripcion: `Avisos por e-mail y SMS: ${partes.join(' y ')}`,
        now,
      });
      return preferenciasDe(tx, idCliente);
    });
  }
}

/**
 * The security notice of a change to contact, bank data or password, enqueued in the change's own
 * transaction (so a change that rolls back notifies nobody), keyed by its session and instant.
 * `anterior` sends the notice on that channel to the previous address: the one an intruder who just
 * changed it does not read.
 */
export function avisarCambioDatos(
  tx: Queryable,
  c: {
    idCliente: number;
    idSesion: number;
    tipo: 'TELEFONO' | 'EMAIL' | 'CLAVE' | 'DIRECCION' | 'IBAN';
    now: Date;
    canales?: readonly CanalAviso[];
    anterior?: { canal: CanalAviso; destino: string | null };
  },
): Promise<number> {
  const canales = c.canales ?? CANALES_AVISO;
  return encolarAviso(tx, {
    clave: `CAMBIO_DATOS:${c.tipo}:${c.idCliente}:${c.idSesion}:${c.now.getTime()}`,
    idCliente: c.idCliente,
    evento: 'CAMBIO_DATOS',
    datos: { tipo: c.tipo, fecha: c.now.toISOString() },
    canales,
    destinos: canales.map((canal) => (c.anterior?.canal === canal ? c.anterior.destino : null)),
    now: c.now,
  });
}

/**
 * The security notice of a document signed in the customer's name, enqueued in the signature's own
 * transaction and keyed by the signature (a document is signed once).
 */
export function avisarFirmaDocumento(
  tx: Queryable,
  f: { idCliente: number; referencia: string; numSiniestro: string; documento: string; now: Date },
): Promise<number> {
  return encolarAviso(tx, {
    clave: `FIRMA_DOCUMENTO:${f.referencia}`,
    idCliente: f.idCliente,
    evento: 'FIRMA_DOCUMENTO',
    datos: { numSiniestro: f.numSiniestro, documento: f.documento, fecha: f.now.toISOString() },
    canales: CANALES_AVISO,
    now: f.now,
  });
}

/**
 * The security notice of a change to a policy (a supplement: what it covers or what it costs),
 * enqueued in the change's own transaction and keyed by the supplement. It stands for the
 * supplement's document too, whose own 'documento nuevo' the change does not send.
 */
export function avisarPolizaModificada(
  tx: Queryable,
  s: { idCliente: number; numPoliza: string; numSuplemento: string; now: Date },
): Promise<number> {
  return encolarAviso(tx, {
    clave: `POLIZA_MODIFICADA:${s.numSuplemento}`,
    idCliente: s.idCliente,
    evento: 'POLIZA_MODIFICADA',
    datos: { numPoliza: s.numPoliza, numSuplemento: s.numSuplemento, fecha: s.now.toISOString() },
    canales: CANALES_AVISO,
    now: s.now,
  });
}

/**
 * '¿Has sido tú?': a login from a browser this customer had not used before, to their e-mail and mobile
 * (a security notice: always sent), naming the browser and the coarse place, never the address.
 * Not on the customer's first login ever: there is no other browser to compare with.
 */
export async function avisarAccesoNuevo(
  db: Queryable,
  a: { idCliente: number; dispositivo: string | null; lugar: string | null; now: Date },
): Promise<number> {
  if (!(await haTenidoSesion(db, a.idCliente))) return 0;
  return encolarAviso(db, {
    clave: `ACCESO_NUEVO:${a.idCliente}:${a.now.getTime()}`,
    idCliente: a.idCliente,
    evento: 'ACCESO_NUEVO',
    datos: {
      fecha: a.now.toISOString(),
      ...(a.dispositivo ? { dispositivo: a.dispositivo } : {}),
      ...(a.lugar ? { lugar: a.lugar } : {}),
    },
    canales: CANALES_AVISO,
    now: a.now,
  });
}

/**
 * The security notice of a password set through the forgotten-password flow: the same event as a change
 * made in 'Mis datos' (CAMBIO_DATOS, 'tu contraseña'), to the customer's e-mail and mobile, enqueued in
 * the reset's own transaction and keyed by the flow (a flow completes once).
 */
export function avisarClaveRestablecida(
  tx: Queryable,
  r: { idCliente: number; idRegistro: number; now: Date },
): Promise<number> {
  return encolarAviso(tx, {
    clave: `CAMBIO_DATOS:CLAVE_OLVIDO:${r.idCliente}:${r.idRegistro}`,
    idCliente: r.idCliente,
    evento: 'CAMBIO_DATOS',
    datos: { tipo: 'CLAVE', fecha: r.now.toISOString() },
    canales: CANALES_AVISO,
    now: r.now,
  });
}
