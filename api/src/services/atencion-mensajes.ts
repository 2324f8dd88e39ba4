import type { AccionAtencion, Adjunto, EntradaAtencion, HiloAtencion } from '@area-cliente/shared/contract';
import { CANALES_AVISO, TIPOS_ADJUNTO, type TipoAdjunto } from '@area-cliente/shared/domain';
import { limpiaAdjunto } from '../lib/adjunto-check';
import { aCsv } from '../lib/csv';
import { EstudioError } from '../lib/estudio-error';
import { auditarAtencion, leerAuditoriaAtencion } from '../repositories/atencion-auditoria';
import { encolarAviso } from '../repositories/avisos';
import {
  adjuntaAMensaje,
  adjuntoDeHilo,
  asignaHilo,
  bloqueaHilo,
  colaAtencion,
  hiloAtencion,
  insertaMensaje,
  marcaLeidos,
  mensajesDeHilo,
  resumenPolizas,
  terminaEspera,
} from '../repositories/mensajes';
import type { Queryable } from '../db';
import type { Fichero } from './descargas';
import { guardaAdjunto, nombreAdjunto } from './mensajes';
import type { AppParts } from './parts';

const noEncontrado = () => new EstudioError(404, 'NO_ENCONTRADO');
const asignadoAOtro = (usuario: string) =>
  new EstudioError(409, 'ASIGNADO_A_OTRO', `La conversación la lleva ${usuario}.`);
const CSV_COLUMNAS = ['cuando', 'quien', 'accion', 'hiloId', 'detalle'] as const;

/**
 * Customer service's side of 'Mensajes', in the studio (role `atencion`). Every action on a
 * conversation, reading one included, is audited before its answer leaves: no audit, no data.
 */
export function atencionMensajesService(app: AppParts) {
  const { db, clock } = app;

  const audita = (
    q: Queryable,
    quien: string,
    accion: AccionAtencion,
    h: { idHilo: number; idCliente: number },
    detalle?: string,
  ) => auditarAtencion(q, { cuando: clock.now(), quien, accion, ...h, ...(detalle ? { detalle } : {}) });

  /** A conversation with its messages and its customer's policies (numbers, lines, state: nothing else). */
  async function hilo(idHilo: number): Promise<HiloAtencion> {
    const h = await hiloAtencion(db, idHilo);
    if (!h) throw noEncontrado();
    const { idCliente, ...resto } = h;
    const [mensajes, polizas] = await Promise.all([
      mensajesDeHilo(db, idHilo),
      resumenPolizas(db, idCliente),
    ]);
    return { ...resto, mensajes, polizas };
  }

  return {
    /** Open conversations, by answer deadline and then age. */
    cola: async () => ({ hilos: await colaAtencion(db) }),

    /** Opening a conversation marks the customer's messages in it read. */
    async ver(usuario: string, idHilo: number): Promise<HiloAtencion> {
      const h = await hiloAtencion(db, idHilo);
      if (!h) throw noEncontrado();
      await db.transaction(async (tx) => {
        await marcaLeidos(tx, idHilo, 'CLIENTE', clock.now());
        await audita(tx, usuario, 'abierta', h);
      });
      return hilo(idHilo);
    },

    /** Takes a conversation nobody has; one a colleague has stays theirs (409). */
    async asignar(usuario: string, idHilo: number): Promise<HiloAtencion> {
      const h = await hiloAtencion(db, idHilo);
      if (!h) throw noEncontrado();
      await db.transaction(async (tx) => {
        if (!(await asignaHilo(tx, idHilo, usuario))) throw asignadoAOtro(h.asignadoA ?? '');
        // Taking it again is no new action.
        if (h.asignadoA !== usuario) await audita(tx, usuario, 'asignada', h);
      });
      return hilo(idHilo);
    },

    /**
     * Answers the customer, with the attachments customer service uploaded to this conversation. The
     * customer is told by the notice queue, in the answer's own transaction: the number and a link,
     * never the text.
     */
    async responder(
      usuario: string,
      idHilo: number,
      texto: string,
      adjuntos: readonly string[],
    ): Promise<HiloAtencion> {
      await db.transaction(async (tx) => {
        const h = await bloqueaHilo(tx, idHilo);
        if (!h) throw noEncontrado();
        if (h.estado === 'CERRADO') throw new EstudioError(409, 'CERRADA', 'La conversación está cerrada.');
        if (h.asignadoA && h.asignadoA !== usuario) throw asignadoAOtro(h.asignadoA);
        const now = clock.now();
        const idMensaje = await insertaMensaje(tx, { idHilo, autor: 'PERSONAL', usuario, texto, now });
        const unicos = [...new Set(adjuntos.map((u) => u.toLowerCase()))];
        const n = await adjuntaAMensaje(tx, {
          idCliente: h.idCliente,
          subidoPor: 'PERSONAL',
          uuids: unicos,
          idMensaje,
        });
        if (n !== unicos.length)
          throw new EstudioError(422, 'ADJUNTO_NO_DISPONIBLE', 'Vuelve a subir el archivo adjunto.');
        await marcaLeidos(tx, idHilo, 'CLIENTE', now);
        await terminaEspera(tx, idHilo, { estado: 'RESPONDIDO', usuario, now });
        await audita(tx, usuario, 'respondida', { idHilo, idCliente: h.idCliente });
        await encolarAviso(tx, {
          clave: `MENSAJE_RESPUESTA:${idMensaje}`,
          idCliente: h.idCliente,
          evento: 'MENSAJE_RESPUESTA',
          datos: { numHilo: String(idHilo) },
          canales: CANALES_AVISO,
          now,
        });
      });
      return hilo(idHilo);
    },

    async cerrar(usuario: string, idHilo: number): Promise<HiloAtencion> {
      await db.transaction(async (tx) => {
        const h = await bloqueaHilo(tx, idHilo);
        if (!h) throw noEncontrado();
        if (h.asignadoA && h.asignadoA !== usuario) throw asignadoAOtro(h.asignadoA);
        if (h.estado === 'CERRADO') return;
        await terminaEspera(tx, idHilo, { estado: 'CERRADO', usuario, now: clock.now() });
        await audita(tx, usuario, 'cerrada', { idHilo, idCliente: h.idCliente });
      });
      return hilo(idHilo);
    },

    /** An attachment for an answer: the same checks and stripping as the customer's (lib/adjunto-check.ts). */
    async subirAdjunto(
      usuario: string,
      idHilo: number,
      tipo: string,
      nombre: string,
      bytes: Buffer,
    ): Promise<Adjunto> {
      const h = await hiloAtencion(db, idHilo);
      if (!h) throw noEncontrado();
      const invalido = () => new EstudioError(422, 'ADJUNTO_INVALIDO', 'Sube un PDF, JPEG o PNG válido.');
      if (!(TIPOS_ADJUNTO as readonly string[]).includes(tipo)) throw invalido();
      const limpio = await limpiaAdjunto(bytes);
      if (!limpio || limpio.mimeType !== (tipo as TipoAdjunto)) throw invalido();
      const adjunto = await guardaAdjunto(app, {
        idCliente: h.idCliente,
        subidoPor: 'PERSONAL',
        nombre: nombreAdjunto(nombre, limpio.mimeType),
        ...limpio,
        alRechazo: invalido,
      });
      await audita(db, usuario, 'adjunto_subido', h, adjunto.nombre);
      return adjunto;
    },

    /** A sent attachment of the conversation. */
    async adjunto(usuario: string, idHilo: number, uuid: string): Promise<Fichero> {
      const fila = await adjuntoDeHilo(db, idHilo, uuid);
      const bytes = fila && (await app.files.get(uuid));
      if (!fila || !bytes) throw noEncontrado();
      await audita(db, usuario, 'adjunto_descargado', { idHilo, idCliente: fila.idCliente }, fila.nombre);
      return { nombre: fila.nombre, tipo: fila.mimeType, bytes };
    },

    /** Customer service's audit, newest first (the last 1,000 entries). */
    async auditoria(): Promise<{ entradas: EntradaAtencion[] }> {
      const filas = await leerAuditoriaAtencion(db);
      return {
        entradas: filas.map((e) => ({
          cuando: new Date(e.cuando).toISOString(),
          quien: e.quien,
          accion: e.accion,
          hiloId: e.idHilo,
          ...(e.detalle !== null ? { detalle: e.detalle } : {}),
        })),
      };
    },

    async auditoriaCsv(): Promise<string> {
      return aCsv(CSV_COLUMNAS, (await this.auditoria()).entradas);
    },
  };
}
