import type { CanalAviso, EventoAviso } from '@area-cliente/shared/domain';
import type { Db, Queryable } from '../db';
import type { DatosAviso } from '../avisos/plantillas';

/** A notification claimed for sending. */
export interface AvisoReclamado {
  idNotificacion: number;
  idCliente: number;
  canal: CanalAviso;
  evento: EventoAviso;
  datos: DatosAviso;
  destino: string | null;
  /** The attempt this claim is (1 on the first): marks only land for the claim that holds it. */
  intentos: number;
}

/**
 * Enqueues an event on the given channels (one row each), in the caller's transaction; a second call
 * with the same key adds nothing. `destinos[i]` fixes the recipient of `canales[i]` (null: the
 * customer's current address when sent).
 */
export async function encolarAviso(
  db: Queryable,
  a: {
    clave: string;
    idCliente: number;
    evento: EventoAviso;
    datos: DatosAviso;
    canales: readonly CanalAviso[];
    destinos?: readonly (string | null)[];
    now: Date;
  },
): Promise<number> {
  const { n } = await db.one<{ n: number }>(
    'SELECT encolar_notificacion($1, $2, $3, $4::jsonb, $5::text[], $6::text[], $7) AS n',
    [
      a.clave,
      a.idCliente,
      a.evento,
      JSON.stringify(a.datos),
      a.canales,
      a.canales.map((_, i) => a.destinos?.[i] ?? null),
      a.now,
    ],
  );
  return Number(n);
}

/**
 * Runs `fn` in the caller's transaction with the tables' notice triggers silent (the setting migration
 * 026's `encolar_notificacion` reads), then sets back what was set before: for a row whose event the
 * caller enqueues itself, under its own name. On failure the transaction's rollback undoes the setting.
 */
export async function sinAvisosDeTriggers<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  const { antes } = await tx.one<{ antes: string }>(
    "SELECT coalesce(current_setting('area_cliente.sin_avisos', true), '') AS antes",
  );
  await tx.query("SELECT set_config('area_cliente.sin_avisos', 'on', true)");
  const hecho = await fn();
  await tx.query("SELECT set_config('area_cliente.sin_avisos', $1, true)", [antes]);
  return hecho;
}

/**
 * Claims up to `limite` due rows: each gets one more attempt and is due again only when the lease
 * ends (a dead instance's rows come back then). SKIP LOCKED: instances claiming at once take
 * different rows, and none waits for another.
 */
export function reclamarAvisos(db: Queryable, now: Date, leaseHasta: Date, limite: number) {
  return db
    .query<{
      idNotificacion: string | number;
      idCliente: string | number;
      canal: CanalAviso;
      evento: EventoAviso;
      datos: DatosAviso | string;
      destino: string | null;
      intentos: number;
    }>(
      `UPDATE notificaciones n SET intentos = n.intentos + 1, proximo_at = $2
         FROM (SELECT id_notificacion FROM notificaciones
                WHERE estado = 'PENDIENTE' AND proximo_at <= $1
                ORDER BY proximo_at, id_notificacion LIMIT $3
                FOR UPDATE SKIP LOCKED) due
        WHERE n.id_notificacion = due.id_notificacion
       RETURNING n.id_notificacion AS "idNotificacion", n.id_cliente AS "idCliente", n.canal, n.evento,
                 n.datos, n.destino, n.intentos`,
      [now, leaseHasta, limite],
    )
    .then((rows) =>
      rows.map((r): AvisoReclamado => ({
        ...r,
        idNotificacion: Number(r.idNotificacion),
        idCliente: Number(r.idCliente),
        datos: typeof r.datos === 'string' ? (JSON.parse(r.datos) as DatosAviso) : r.datos,
      })),
    );
}

/**
 * Ends a claimed row as sent or skipped. Only the claim that holds it may: a row whose lease ran out
 * and was claimed again (intentos moved on) is left to its new holder. Answers whether it landed.
 */
export async function terminarAviso(
  db: Queryable,
  a: AvisoReclamado,
  estado: 'ENVIADA' | 'OMITIDA',
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE notificaciones SET estado = $3, terminada_at = $4, destino = NULL
      WHERE id_notificacion = $1 AND intentos = $2 AND estado = 'PENDIENTE' RETURNING 1`,
    [a.idNotificacion, a.intentos, estado, now],
  );
  return rows.length === 1;
}

/** A failed attempt: due again at `proximo`, or FALLIDA when it was the last one. */
export async function falloAviso(
  db: Queryable,
  a: AvisoReclamado,
  error: string,
  ultimo: boolean,
  proximo: Date,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notificaciones
        SET ultimo_error = left($3, 200),
            estado = CASE WHEN $4 THEN 'FALLIDA' ELSE 'PENDIENTE' END,
            terminada_at = CASE WHEN $4 THEN $6::timestamptz END,
            proximo_at = $5
      WHERE id_notificacion = $1 AND intentos = $2 AND estado = 'PENDIENTE'`,
    [a.idNotificacion, a.intentos, error, ultimo, proximo, now],
  );
}

/** The customer's contact addresses (read when sending, so a change since the event is honoured). */
export function contactoCliente(db: Queryable, idCliente: number) {
  return db.maybe<{ email: string | null; telefono: string | null }>(
    'SELECT email, telefono FROM clientes WHERE id_cliente = $1',
    [idCliente],
  );
}

/** The choices the customer saved (events and channels without a row keep their default). */
export async function preferenciasGuardadas(db: Queryable, idCliente: number): Promise<Map<string, boolean>> {
  const rows = await db.query<{ evento: string; canal: string; activo: boolean }>(
    'SELECT evento, canal, activo FROM notificacion_preferencias WHERE id_cliente = $1',
    [idCliente],
  );
  return new Map(rows.map((r) => [`${r.evento}:${r.canal}`, r.activo]));
}

export async function guardarPreferencias(
  db: Queryable,
  idCliente: number,
  prefs: readonly { evento: EventoAviso; canal: CanalAviso; activo: boolean }[],
  now: Date,
): Promise<void> {
  for (const p of prefs) {
    await db.query(
      `INSERT INTO notificacion_preferencias (id_cliente, evento, canal, activo, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id_cliente, evento, canal) DO UPDATE SET activo = EXCLUDED.activo, updated_at = EXCLUDED.updated_at`,
      [idCliente, p.evento, p.canal, p.activo, now],
    );
  }
}

/**
 * Enqueues the renewal notice of every policy in force that falls due within `dias` days of
 * `hoy` (and whose holder has not asked not to renew), once per policy and due date.
 */
export async function encolarRenovaciones(
  db: Queryable,
  hoy: string,
  dias: number,
  now: Date,
): Promise<number> {
  const { n } = await db.one<{ n: number }>(
    `SELECT coalesce(sum(encolar_notificacion(
              'RENOVACION:' || p.id_poliza || ':' || p.fecha_vto, p.id_cliente, 'RENOVACION',
              jsonb_build_object('numPoliza', p.num_poliza, 'fechaVto', to_char(p.fecha_vto, 'YYYY-MM-DD')),
              ARRAY['EMAIL', 'SMS'], ARRAY[NULL, NULL]::text[], $3)), 0)::int AS n
       FROM polizas p
      WHERE p.estado = 'VIGOR' AND p.fecha_vto > $1::date AND p.fecha_vto <= $1::date + $2::int
        AND NOT EXISTS (SELECT 1 FROM poliza_solicitudes_baja b WHERE b.id_poliza = p.id_poliza)`,
    [hoy, dias, now],
  );
  return n;
}

/** Sent, skipped and failed rows older than the cutoff are deleted (docs/operations.md, 'Retention'). */
export async function purgarAvisos(db: Db, antesDe: Date, correosAntesDe: Date): Promise<number> {
  const avisos = await db.query(
    `DELETE FROM notificaciones WHERE estado <> 'PENDIENTE' AND terminada_at < $1 RETURNING 1`,
    [antesDe],
  );
  const correos = await db.query('DELETE FROM correo_outbox WHERE created_at < $1 RETURNING 1', [
    correosAntesDe,
  ]);
  // 'Avisos' read marks (migration 031) of events no longer kept.
  await db.query(
    `DELETE FROM avisos_leidos l WHERE NOT EXISTS (SELECT 1 FROM notificaciones n WHERE n.clave = l.clave)`,
  );
  return avisos.length + correos.length;
}
