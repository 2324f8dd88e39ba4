import type { ColaHilo, HiloResumen, Mensaje } from '@area-cliente/shared/contract';
import type { EstadoHilo, TemaHilo, TipoAdjunto } from '@area-cliente/shared/domain';
import type { Db, Queryable } from '../db';

type Autor = Mensaje['autor'];

/** The row a conversation's subject points at, by the number the customer sees. */
export interface TemaResuelto {
  idPoliza: number | null;
  idSiniestro: number | null;
  idRecibo: number | null;
}

// Each subject's lookup: the number's row when it belongs to customer $1, by its number $2.
const TEMA_SQL: Record<Exclude<TemaHilo, 'GENERAL'>, string> = {
  POLIZA: `SELECT id_poliza::int AS "idPoliza", NULL::int AS "idSiniestro", NULL::int AS "idRecibo"
             FROM polizas WHERE id_cliente = $1 AND num_poliza = $2`,
  SINIESTRO: `SELECT NULL::int AS "idPoliza", s.id_siniestro::int AS "idSiniestro", NULL::int AS "idRecibo"
                FROM siniestros s JOIN polizas p USING (id_poliza)
               WHERE p.id_cliente = $1 AND s.num_siniestro = $2`,
  RECIBO: `SELECT NULL::int AS "idPoliza", NULL::int AS "idSiniestro", r.id_recibo::int AS "idRecibo"
             FROM recibos r JOIN polizas p USING (id_poliza)
            WHERE p.id_cliente = $1 AND r.num_recibo = $2`,
};

/** The customer's policy, claim or receipt of that number; undefined when it is not theirs (or none). */
export function temaDelCliente(
  db: Queryable,
  idCliente: number,
  tema: Exclude<TemaHilo, 'GENERAL'>,
  referencia: string,
): Promise<TemaResuelto | undefined> {
  return db.maybe<TemaResuelto>(TEMA_SQL[tema], [idCliente, referencia]);
}

interface Opcion {
  referencia: string;
  etiqueta: string;
}

/** What a new conversation can be about: the customer's policies, claims and receipts, newest first. */
export async function temasDelCliente(
  db: Queryable,
  idCliente: number,
): Promise<{ polizas: Opcion[]; siniestros: Opcion[]; recibos: Opcion[] }> {
  const [polizas, siniestros, recibos] = await Promise.all([
    db.query<Opcion>(
      `SELECT num_poliza AS referencia, producto AS etiqueta
         FROM polizas WHERE id_cliente = $1 ORDER BY fec_efecto DESC, id_poliza DESC`,
      [idCliente],
    ),
    db.query<Opcion>(
      `SELECT s.num_siniestro AS referencia, s.titulo AS etiqueta
         FROM siniestros s JOIN polizas p USING (id_poliza)
        WHERE p.id_cliente = $1 ORDER BY s.fec_ocurrencia DESC, s.id_siniestro DESC`,
      [idCliente],
    ),
    db.query<Opcion>(
      `SELECT r.num_recibo AS referencia,
              'Póliza ' || p.num_poliza || ', ' || to_char(r.fec_recibo, 'DD-MM-YYYY') AS etiqueta
         FROM recibos r JOIN polizas p USING (id_poliza)
        WHERE p.id_cliente = $1 ORDER BY r.fec_recibo DESC, r.id_recibo DESC LIMIT 24`,
      [idCliente],
    ),
  ]);
  return { polizas, siniestros, recibos };
}

/**
 * Takes a send's idempotency key for the customer. A second send of the key, concurrent or later,
 * answers false once the first one's transaction is over (it waits on the key's row until then).
 */
export async function tomaClaveEnvio(
  tx: Queryable,
  e: { idCliente: number; clave: string; huella: string; now: Date },
): Promise<boolean> {
  const row = await tx.maybe(
    `INSERT INTO mensaje_envios (id_cliente, clave, huella, creado_en) VALUES ($1, $2::uuid, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [e.idCliente, e.clave, e.huella, e.now],
  );
  return row !== undefined;
}

/** The earlier send of a key: what it sent (its fingerprint) and the conversation it went to. */
export function envioPrevio(
  db: Queryable,
  idCliente: number,
  clave: string,
): Promise<{ huella: string; idHilo: number | null } | undefined> {
  return db.maybe(
    `SELECT huella, id_hilo::int AS "idHilo" FROM mensaje_envios WHERE id_cliente = $1 AND clave = $2::uuid`,
    [idCliente, clave],
  );
}

export async function fijaHiloEnvio(tx: Queryable, idCliente: number, clave: string, idHilo: number) {
  await tx.query('UPDATE mensaje_envios SET id_hilo = $3 WHERE id_cliente = $1 AND clave = $2::uuid', [
    idCliente,
    clave,
    idHilo,
  ]);
}

export async function insertaHilo(
  tx: Queryable,
  h: { idCliente: number; tema: TemaHilo; objeto: TemaResuelto | null; plazo: string; now: Date },
): Promise<number> {
  const { id } = await tx.one<{ id: number }>(
    `INSERT INTO mensaje_hilos (id_cliente, tema, id_poliza, id_siniestro, id_recibo, plazo_respuesta,
                                creado_en, actualizado_en)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $7) RETURNING id_hilo::int AS id`,
    [
      h.idCliente,
      h.tema,
      h.objeto?.idPoliza ?? null,
      h.objeto?.idSiniestro ?? null,
      h.objeto?.idRecibo ?? null,
      h.plazo,
      h.now,
    ],
  );
  return id;
}

export async function insertaMensaje(
  tx: Queryable,
  m: { idHilo: number; autor: Autor; usuario: string | null; texto: string; now: Date },
): Promise<number> {
  const { id } = await tx.one<{ id: number }>(
    `INSERT INTO mensajes (id_hilo, autor, usuario_personal, texto, enviado_en)
     VALUES ($1, $2, $3, $4, $5) RETURNING id_mensaje::int AS id`,
    [m.idHilo, m.autor, m.usuario, m.texto, m.now],
  );
  return id;
}

/**
 * Attaches pending uploads to a message: only the conversation customer's, uploaded by that side and
 * not attached yet. Answers how many were; fewer than asked means one is not there (or not theirs).
 */
export async function adjuntaAMensaje(
  tx: Queryable,
  a: { idCliente: number; subidoPor: Autor; uuids: readonly string[]; idMensaje: number },
): Promise<number> {
  if (a.uuids.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE mensaje_adjuntos SET id_mensaje = $4
      WHERE uuid = ANY($3::uuid[]) AND id_cliente = $1 AND subido_por = $2 AND id_mensaje IS NULL
      RETURNING 1`,
    [a.idCliente, a.subidoPor, a.uuids, a.idMensaje],
  );
  return rows.length;
}

/**
 * The customer wrote: the conversation waits for customer service again. One already waiting keeps
 * its deadline (the earlier promise stands); an answered one gets `plazo`.
 */
export async function esperaRespuesta(
  tx: Queryable,
  idHilo: number,
  plazo: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE mensaje_hilos SET estado = 'ABIERTO', actualizado_en = $3,
            plazo_respuesta = CASE WHEN estado = 'ABIERTO' THEN plazo_respuesta ELSE $2::date END
      WHERE id_hilo = $1`,
    [idHilo, plazo, now],
  );
}

/** Customer service answered (`estado` RESPONDIDO) or closed it (CERRADO): nothing is due any more. */
export async function terminaEspera(
  tx: Queryable,
  idHilo: number,
  c: { estado: Exclude<EstadoHilo, 'ABIERTO'>; usuario: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE mensaje_hilos SET estado = $2, plazo_respuesta = NULL, actualizado_en = $4,
            asignado_a = coalesce(asignado_a, $3)
      WHERE id_hilo = $1`,
    [idHilo, c.estado, c.usuario, c.now],
  );
}

/** Marks read the messages of `autor` in a conversation (the other side opened it). */
export async function marcaLeidos(db: Queryable, idHilo: number, autor: Autor, now: Date): Promise<void> {
  await db.query('UPDATE mensajes SET leido_en = $3 WHERE id_hilo = $1 AND autor = $2 AND leido_en IS NULL', [
    idHilo,
    autor,
    now,
  ]);
}

const RESUMEN = `h.id_hilo::int AS "idHilo", h.tema,
  coalesce(p.num_poliza, s.num_siniestro, r.num_recibo) AS referencia, h.estado,
  to_char(h.plazo_respuesta, 'YYYY-MM-DD') AS "plazoRespuesta"`;
const REFERENCIAS = `LEFT JOIN polizas p ON p.id_poliza = h.id_poliza
  LEFT JOIN siniestros s ON s.id_siniestro = h.id_siniestro
  LEFT JOIN recibos r ON r.id_recibo = h.id_recibo`;
/** Unread messages written by the side $n names. */
const NO_LEIDOS = (param: string) =>
  `(SELECT count(*)::int FROM mensajes m WHERE m.id_hilo = h.id_hilo AND m.autor = ${param} AND m.leido_en IS NULL)`;

/** The customer's conversations, the latest message first. */
export function hilosDelCliente(db: Queryable, idCliente: number): Promise<HiloResumen[]> {
  return db.query<HiloResumen>(
    `SELECT ${RESUMEN}, ${NO_LEIDOS("'PERSONAL'")} AS "noLeidos",
            to_char(h.actualizado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "ultimoMensaje"
       FROM mensaje_hilos h ${REFERENCIAS}
      WHERE h.id_cliente = $1
      ORDER BY h.actualizado_en DESC, h.id_hilo DESC`,
    [idCliente],
  );
}

/** One of the customer's conversations; undefined when it is not theirs. */
export function hiloDelCliente(
  db: Queryable,
  idCliente: number,
  idHilo: number,
): Promise<HiloResumen | undefined> {
  return db.maybe<HiloResumen>(
    `SELECT ${RESUMEN}, ${NO_LEIDOS("'PERSONAL'")} AS "noLeidos",
            to_char(h.actualizado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "ultimoMensaje"
       FROM mensaje_hilos h ${REFERENCIAS}
      WHERE h.id_cliente = $1 AND h.id_hilo = $2`,
    [idCliente, idHilo],
  );
}

/** Locks a conversation's row for a change, answering its customer and state; undefined when none. */
export function bloqueaHilo(
  tx: Queryable,
  idHilo: number,
): Promise<{ idCliente: number; estado: EstadoHilo; asignadoA: string | null } | undefined> {
  return tx.maybe(
    `SELECT id_cliente::int AS "idCliente", estado, asignado_a AS "asignadoA"
       FROM mensaje_hilos WHERE id_hilo = $1 FOR UPDATE`,
    [idHilo],
  );
}

/** A conversation's messages, oldest first, with their attachments. */
export async function mensajesDeHilo(db: Queryable, idHilo: number): Promise<Mensaje[]> {
  return db.query<Mensaje>(
    `SELECT m.id_mensaje::int AS "idMensaje", m.autor, m.texto,
            to_char(m.enviado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "enviadoEn",
            m.leido_en IS NOT NULL AS leido,
            coalesce((SELECT json_agg(json_build_object('uuid', a.uuid, 'nombre', a.nombre,
                                                        'mimeType', a.mime_type, 'bytes', a.bytes)
                                      ORDER BY a.subido_en, a.uuid)
                        FROM mensaje_adjuntos a WHERE a.id_mensaje = m.id_mensaje), '[]'::json) AS adjuntos
       FROM mensajes m WHERE m.id_hilo = $1 ORDER BY m.id_mensaje`,
    [idHilo],
  );
}

/**
 * Keeps a pending attachment's row when the customer's attachments, with it, stay within `cuota`
 * bytes; answers false otherwise. Counted under a lock of the customer's key, so concurrent uploads
 * cannot both squeeze under the quota.
 */
export async function reservaAdjunto(
  db: Db,
  a: {
    uuid: string;
    idCliente: number;
    subidoPor: Autor;
    nombre: string;
    mimeType: TipoAdjunto;
    bytes: number;
    now: Date;
  },
  cuota: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`adjuntos-mensajes:${a.idCliente}`]);
    const row = await tx.maybe(
      `INSERT INTO mensaje_adjuntos (uuid, id_cliente, subido_por, nombre, mime_type, bytes, subido_en)
       SELECT $1::uuid, $2, $3::text, $4, $5, $6::int, $7
        WHERE $3::text = 'PERSONAL'
           OR (SELECT coalesce(sum(bytes), 0) FROM mensaje_adjuntos
                WHERE id_cliente = $2 AND subido_por = 'CLIENTE') + $6::int <= $8::bigint
       RETURNING 1`,
      [a.uuid, a.idCliente, a.subidoPor, a.nombre, a.mimeType, a.bytes, a.now, cuota],
    );
    return row !== undefined;
  });
}

/** Deletes a pending attachment's row (its bytes could not be stored). */
export async function borraAdjuntoPendiente(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM mensaje_adjuntos WHERE uuid = $1::uuid AND id_mensaje IS NULL', [uuid]);
}

/**
 * Deletes the attachments uploaded before `cutoff` that no message took, answering their file keys
 * (one statement: instances purging at once never both count a row).
 */
export async function borraAdjuntosHuerfanos(db: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await db.query<{ uuid: string }>(
    'DELETE FROM mensaje_adjuntos WHERE id_mensaje IS NULL AND subido_en < $1 RETURNING uuid::text AS uuid',
    [cutoff],
  );
  return rows.map((r) => r.uuid);
}

/** A sent attachment of a conversation, by its uuid; undefined when it is not that conversation's. */
export function adjuntoDeHilo(
  db: Queryable,
  idHilo: number,
  uuid: string,
): Promise<{ nombre: string; mimeType: TipoAdjunto; idCliente: number } | undefined> {
  return db.maybe(
    `SELECT a.nombre, a.mime_type AS "mimeType", a.id_cliente::int AS "idCliente"
       FROM mensaje_adjuntos a JOIN mensajes m USING (id_mensaje)
      WHERE m.id_hilo = $1 AND a.uuid = $2::uuid`,
    [idHilo, uuid],
  );
}

/** A sent attachment of one of the customer's conversations; undefined when not theirs. */
export function adjuntoDelCliente(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<{ nombre: string; mimeType: TipoAdjunto } | undefined> {
  return db.maybe(
    `SELECT nombre, mime_type AS "mimeType" FROM mensaje_adjuntos
      WHERE id_cliente = $1 AND uuid = $2::uuid AND id_mensaje IS NOT NULL`,
    [idCliente, uuid],
  );
}

const COLA = `${RESUMEN}, ${NO_LEIDOS("'CLIENTE'")} AS "noLeidos", h.asignado_a AS "asignadoA",
  to_char(h.creado_en AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "creadoEn"`;

/** Customer service's queue: the conversations waiting for them, by deadline and then age. */
export function colaAtencion(db: Queryable): Promise<ColaHilo[]> {
  return db.query<ColaHilo>(
    `SELECT ${COLA} FROM mensaje_hilos h ${REFERENCIAS}
      WHERE h.estado = 'ABIERTO'
      ORDER BY h.plazo_respuesta, h.creado_en, h.id_hilo LIMIT 200`,
  );
}

/** One conversation as customer service sees it, with its customer (to read the policy summary). */
export function hiloAtencion(
  db: Queryable,
  idHilo: number,
): Promise<(ColaHilo & { idCliente: number }) | undefined> {
  return db.maybe(
    `SELECT ${COLA}, h.id_cliente::int AS "idCliente" FROM mensaje_hilos h ${REFERENCIAS} WHERE h.id_hilo = $1`,
    [idHilo],
  );
}

/** The customer's policies for customer service: number, line and state only. */
export function resumenPolizas(
  db: Queryable,
  idCliente: number,
): Promise<{ numPoliza: string; ramo: string; estado: string }[]> {
  return db.query(
    `SELECT num_poliza AS "numPoliza", ramo, estado FROM polizas WHERE id_cliente = $1
      ORDER BY estado DESC, fec_efecto DESC, id_poliza DESC`,
    [idCliente],
  );
}

/** Assigns a conversation to a staff user when nobody, or that user, has it; answers whether it did. */
export async function asignaHilo(db: Queryable, idHilo: number, usuario: string): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE mensaje_hilos SET asignado_a = $2 WHERE id_hilo = $1 AND (asignado_a IS NULL OR asignado_a = $2)
     RETURNING 1`,
    [idHilo, usuario],
  );
  return row !== undefined;
}
