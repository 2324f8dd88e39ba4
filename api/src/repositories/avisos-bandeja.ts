import type { AvisoBandeja, AvisosBandeja } from '@area-cliente/shared/contract';
import {
  EVENTOS_AVISO,
  type CanalAviso,
  type EstadoEntrega,
  type EventoAviso,
} from '@area-cliente/shared/domain';
import { avisoEnBandeja, type DatosAviso } from '../avisos/plantillas';
import type { Queryable } from '../db';

/**
 * Client `$1`'s notices, one per event (the queue keeps a row per channel under one `clave`), with
 * their read state. notificaciones_cliente_idx (migration 031) finds the client's rows; the read state
 * is one primary-key probe per event.
 */
const AVISOS_SQL = `
  SELECT min(n.id_notificacion) AS id, min(n.evento) AS evento, (array_agg(n.datos))[1] AS datos,
         min(n.created_at) AS fecha,
         json_agg(json_build_object('canal', n.canal, 'estado', n.estado) ORDER BY n.canal) AS canales,
         EXISTS (SELECT 1 FROM avisos_leidos l WHERE l.id_cliente = $1 AND l.clave = n.clave) AS leido
    FROM notificaciones n
   WHERE n.id_cliente = $1
   GROUP BY n.clave`;

type Fila = {
  id: string | number;
  evento: string;
  datos: DatosAviso | string;
  fecha: string;
  canales: { canal: CanalAviso; estado: EstadoEntrega }[] | string;
  leido: boolean;
};

const json = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);
const esEvento = (e: string): e is EventoAviso => (EVENTOS_AVISO as readonly string[]).includes(e);

/** The client's newest `limite` notices, newest first, and how many there are and are unread. */
export async function listarAvisos(db: Queryable, idCliente: number, limite: number): Promise<AvisosBandeja> {
  const filas = await db.query<Fila>(
    `SELECT id, evento, datos, leido, canales,
            to_char(fecha AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM (${AVISOS_SQL}) a ORDER BY a.fecha DESC, a.id DESC LIMIT $2`,
    [idCliente, limite],
  );
  const cuenta = await db.one<{ total: number; noLeidos: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT leido))::int AS "noLeidos"
       FROM (${AVISOS_SQL}) a`,
    [idCliente],
  );
  const avisos = filas.flatMap((f): AvisoBandeja[] => {
    // An event this version does not know (a newer instance's) is left out rather than mislabelled.
    if (!esEvento(f.evento)) return [];
    return [
      {
        idAviso: Number(f.id),
        evento: f.evento,
        ...avisoEnBandeja(f.evento, json(f.datos)),
        fecha: f.fecha,
        canales: json(f.canales),
        leido: f.leido,
      },
    ];
  });
  return { avisos, total: cuenta.total, noLeidos: cuenta.noLeidos };
}

/** How many of the client's notices are unread (the header's badge adds them to the documents). */
export async function contarAvisosNoLeidos(db: Queryable, idCliente: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${AVISOS_SQL}) a WHERE NOT leido`,
    [idCliente],
  );
  return row.n;
}

/**
 * Marks read the event of the client's notice `idAviso` (any of its channels' rows). False when there
 * is no such notice of this client: another customer's answers like a missing one. Idempotent in one
 * statement: of any number of concurrent marks one row stays, with the first one's time.
 */
export async function marcarAvisoLeido(
  db: Queryable,
  idCliente: number,
  idAviso: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ clave: string }>(
    `WITH aviso AS (
       SELECT clave FROM notificaciones WHERE id_notificacion = $2 AND id_cliente = $1
     ), marca AS (
       INSERT INTO avisos_leidos (id_cliente, clave, leido_at) SELECT $1, clave, $3 FROM aviso
       ON CONFLICT (id_cliente, clave) DO NOTHING
     )
     SELECT clave FROM aviso`,
    [idCliente, idAviso, now],
  );
  return rows.length === 1;
}
