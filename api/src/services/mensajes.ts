import {
  Codigo,
  type Adjunto,
  type Hilo,
  type HiloResumen,
  type NuevoHiloRequest,
  type NuevoMensajeRequest,
  type TemasHilo,
} from '@area-cliente/shared/contract';
import {
  ADJUNTO_NO_VALIDO,
  CUOTA_BYTES_ADJUNTOS_CLIENTE,
  CUOTA_ADJUNTOS_SUPERADA,
  DEMASIADOS_ADJUNTOS,
  DEMASIADOS_HILOS,
  DEMASIADOS_MENSAJES,
  HILO_CERRADO,
  LIMITES_DIA_MENSAJES,
  plazoRespuesta,
  type TipoAdjunto,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { limpiaAdjunto } from '../lib/adjunto-check';
import type { SessionCaller } from '../lib/caller';
import { sha256 } from '../lib/crypto';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import type { ArchivoRecibido } from '../lib/subida-archivo';
import { take } from '../repositories/limites';
import {
  adjuntaAMensaje,
  adjuntoDelCliente,
  bloqueaHilo,
  borraAdjuntoPendiente,
  envioPrevio,
  esperaRespuesta,
  fijaHiloEnvio,
  hiloDelCliente,
  hilosDelCliente,
  insertaHilo,
  insertaMensaje,
  marcaLeidos,
  mensajesDeHilo,
  reservaAdjunto,
  temaDelCliente,
  temasDelCliente,
  tomaClaveEnvio,
  type TemaResuelto,
} from '../repositories/mensajes';
import type { Fichero } from './descargas';
import type { AppParts } from './parts';

const DIA_MS = 24 * 3_600_000;

export const CLAVE_MENSAJE_CON_OTROS_DATOS =
  'Este mensaje ya se envió con otro texto. Si quieres enviar otro, escríbelo de nuevo.';
export const ADJUNTOS_NO_DISPONIBLES = 'Alguno de los archivos ya no está disponible. Vuelve a adjuntarlo.';

const negocio = (mensaje: string, status = 400) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje, status);

const EXTENSION: Record<TipoAdjunto, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The name an attachment is kept and downloaded under: the browser's file name without its folder or
 * what no one types, at most 100 characters, with the extension of the type its bytes are.
 */
export function nombreAdjunto(enviado: string, tipo: TipoAdjunto): string {
  const base = (enviado.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- dropping them is the point
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 90);
  return `${base || 'adjunto'}.${EXTENSION[tipo]}`;
}

/** Everything a send says but its key, hashed: a retry matches it, an edited resend does not. */
function huellaDe(datos: object): string {
  return sha256(JSON.stringify(datos)).toString('hex');
}

/** A conversation's header and messages. */
async function hiloCompleto(db: Queryable, resumen: HiloResumen): Promise<Hilo> {
  return { ...resumen, mensajes: await mensajesDeHilo(db, resumen.idHilo) };
}

/** The customer's secure conversations with customer service ('Mensajes'). */
export function mensajesService(app: AppParts) {
  const { db, clock } = app;

  /** Takes one unit of the customer's daily budget `clave`, or refuses with `mensaje` (429). */
  async function limitar(tx: Queryable, caller: SessionCaller, clave: string, max: number, mensaje: string) {
    const { idCliente } = caller;
    const result = await take(tx, `${clave}:${idCliente}`, { max, windowMs: DIA_MS }, clock.now());
    if (result.allowed) return;
    securityEvent(caller, 'limit.exceeded', { limite: clave, idCliente });
    throw negocio(mensaje, 429);
  }

  async function ver(caller: SessionCaller, idHilo: number): Promise<Hilo> {
    const resumen = await hiloDelCliente(db, caller.idCliente, idHilo);
    if (!resumen) throw notFound();
    return hiloCompleto(db, resumen);
  }

  /**
   * Runs a send under its idempotency key: the first send of the key runs `enviar` (in the same
   * transaction, so a refused send frees the key); a repeat, concurrent or later, answers the
   * conversation the first one wrote to, or 409 when it carried something else.
   */
  async function unaVez(
    caller: SessionCaller,
    clave: string,
    datos: object,
    enviar: (tx: Queryable) => Promise<number>,
  ): Promise<Hilo> {
    const { idCliente } = caller;
    const huella = huellaDe(datos);
    const idHilo = await db.transaction(async (tx) => {
      const nueva = await tomaClaveEnvio(tx, { idCliente, clave, huella, now: clock.now() });
      if (!nueva) {
        const previo = await envioPrevio(tx, idCliente, clave);
        if (!previo || previo.huella !== huella || previo.idHilo === null)
          throw negocio(CLAVE_MENSAJE_CON_OTROS_DATOS, 409);
        return previo.idHilo;
      }
      const id = await enviar(tx);
      await fijaHiloEnvio(tx, idCliente, clave, id);
      return id;
    });
    return ver(caller, idHilo);
  }

  /** Attaches the caller's pending uploads to a message, or refuses the whole send. */
  async function adjuntar(tx: Queryable, idCliente: number, uuids: readonly string[], idMensaje: number) {
    const unicos = [...new Set(uuids.map((u) => u.toLowerCase()))];
    const n = await adjuntaAMensaje(tx, { idCliente, subidoPor: 'CLIENTE', uuids: unicos, idMensaje });
    if (n !== unicos.length) throw negocio(ADJUNTOS_NO_DISPONIBLES);
  }

  return {
    lista: async (caller: SessionCaller) => ({ hilos: await hilosDelCliente(db, caller.idCliente) }),

    temas: (caller: SessionCaller): Promise<TemasHilo> => temasDelCliente(db, caller.idCliente),

    ver,

    /** Opening a conversation marks customer service's messages in it read. */
    async marcarLeido(caller: SessionCaller, idHilo: number): Promise<null> {
      if (!(await hiloDelCliente(db, caller.idCliente, idHilo))) throw notFound();
      await marcaLeidos(db, idHilo, 'PERSONAL', clock.now());
      // The envelope always carries `data`: a client checks the key is there.
      return null;
    },

    /**
     * Starts a conversation about one of the caller's policies, claims or receipts (another's, or a
     * number that is nobody's, is not found) or about nothing in particular.
     */
    async nuevo(caller: SessionCaller, body: NuevoHiloRequest): Promise<Hilo> {
      const { idCliente } = caller;
      const { tema, referencia, texto, claveIdempotencia, adjuntos = [] } = body;
      if ((tema === 'GENERAL') !== (referencia === undefined)) throw badRequest();
      let objeto: TemaResuelto | null = null;
      if (tema !== 'GENERAL') {
        objeto = (await temaDelCliente(db, idCliente, tema, referencia!)) ?? null;
        if (!objeto) throw notFound();
      }
      return unaVez(caller, claveIdempotencia, { tema, referencia, texto, adjuntos }, async (tx) => {
        await limitar(tx, caller, 'mensajes-hilos', LIMITES_DIA_MENSAJES.hilos, DEMASIADOS_HILOS);
        await limitar(tx, caller, 'mensajes', LIMITES_DIA_MENSAJES.mensajes, DEMASIADOS_MENSAJES);
        const now = clock.now();
        const idHilo = await insertaHilo(tx, { idCliente, tema, objeto, plazo: plazoRespuesta(now), now });
        const idMensaje = await insertaMensaje(tx, { idHilo, autor: 'CLIENTE', usuario: null, texto, now });
        await adjuntar(tx, idCliente, adjuntos, idMensaje);
        return idHilo;
      });
    },

    /** Writes in one of the caller's conversations; a closed one takes no more. */
    async escribir(caller: SessionCaller, idHilo: number, body: NuevoMensajeRequest): Promise<Hilo> {
      const { idCliente } = caller;
      const { texto, claveIdempotencia, adjuntos = [] } = body;
      if (!(await hiloDelCliente(db, idCliente, idHilo))) throw notFound();
      return unaVez(caller, claveIdempotencia, { idHilo, texto, adjuntos }, async (tx) => {
        const hilo = await bloqueaHilo(tx, idHilo);
        if (!hilo || hilo.idCliente !== idCliente) throw notFound();
        if (hilo.estado === 'CERRADO') throw negocio(HILO_CERRADO, 409);
        await limitar(tx, caller, 'mensajes', LIMITES_DIA_MENSAJES.mensajes, DEMASIADOS_MENSAJES);
        const now = clock.now();
        const idMensaje = await insertaMensaje(tx, { idHilo, autor: 'CLIENTE', usuario: null, texto, now });
        await adjuntar(tx, idCliente, adjuntos, idMensaje);
        await esperaRespuesta(tx, idHilo, plazoRespuesta(now), now);
        return idHilo;
      });
    },

    /**
     * Keeps one attachment the caller will name in a message, read by `leer` once the upload is
     * counted: a PDF, JPEG or PNG by its bytes, stripped of what is not the document, within the
     * customer's quota. It waits, unattached, until a message names it or the retention purge deletes it.
     */
    async subirAdjunto(caller: SessionCaller, leer: () => Promise<ArchivoRecibido>): Promise<Adjunto> {
      const { idCliente } = caller;
      await limitar(db, caller, 'mensajes-adjuntos', LIMITES_DIA_MENSAJES.adjuntos, DEMASIADOS_ADJUNTOS);
      const recibido = await leer();
      const limpio = await limpiaAdjunto(recibido.bytes);
      if (!limpio) throw negocio(ADJUNTO_NO_VALIDO);
      return guardaAdjunto(app, {
        idCliente,
        subidoPor: 'CLIENTE',
        nombre: nombreAdjunto(recibido.nombre, limpio.mimeType),
        ...limpio,
        alRechazo: () => {
          securityEvent(caller, 'limit.exceeded', { limite: 'adjuntos-cuota', idCliente });
          return negocio(CUOTA_ADJUNTOS_SUPERADA, 429);
        },
      });
    },

    /** An attachment of one of the customer's conversations, as a download answers it. */
    async adjunto(idCliente: number, uuid: string): Promise<Fichero | undefined> {
      const fila = await adjuntoDelCliente(db, idCliente, uuid);
      const bytes = fila && (await app.files.get(uuid));
      return fila && bytes ? { nombre: fila.nombre, tipo: fila.mimeType, bytes } : undefined;
    },
  };
}

/**
 * Keeps an accepted attachment: its row first (within the customer's quota), then its bytes, so a
 * crash between the two leaves a row the purge deletes, never loose bytes. `alRechazo` is the error
 * of a customer's upload past the quota (customer service's uploads do not count against it).
 */
export async function guardaAdjunto(
  app: AppParts,
  a: {
    idCliente: number;
    subidoPor: 'CLIENTE' | 'PERSONAL';
    nombre: string;
    mimeType: TipoAdjunto;
    bytes: Uint8Array;
    alRechazo: () => Error;
  },
): Promise<Adjunto> {
  const uuid = crypto.randomUUID();
  const fila = { ...a, uuid, bytes: a.bytes.length, now: app.clock.now() };
  if (!(await reservaAdjunto(app.db, fila, CUOTA_BYTES_ADJUNTOS_CLIENTE))) throw a.alRechazo();
  try {
    await app.files.put(uuid, a.bytes);
  } catch (error) {
    await borraAdjuntoPendiente(app.db, uuid);
    await app.files.delete([uuid]);
    throw error;
  }
  return { uuid, nombre: a.nombre, mimeType: a.mimeType, bytes: a.bytes.length };
}
