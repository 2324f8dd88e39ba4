import type { AccionAuditoria, EstadoBorrador } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

/** A draft as the studio reads it. */
export interface Borrador {
  id: number;
  nombre: string;
  estado: EstadoBorrador;
  autor: string;
  revision: number;
  documento: unknown;
  actualizadoEn: Date;
  motivoRechazo: string | null;
  aprobadoPor: string | null;
  programadaPara: Date | null;
  version: string | null;
}

type Fila = {
  id_borrador: string;
  nombre: string;
  estado: EstadoBorrador;
  autor: string;
  revision: number;
  documento: unknown;
  actualizado_en: Date;
  motivo_rechazo: string | null;
  aprobado_por: string | null;
  programada_para: Date | null;
  version: string | null;
};

const COLUMNAS = `id_borrador, nombre, estado, autor, revision, documento, actualizado_en, motivo_rechazo,
  aprobado_por, programada_para, version`;

const borrador = (f: Fila): Borrador => ({
  id: Number(f.id_borrador),
  nombre: f.nombre,
  estado: f.estado,
  autor: f.autor,
  revision: f.revision,
  documento: f.documento,
  actualizadoEn: new Date(f.actualizado_en),
  motivoRechazo: f.motivo_rechazo,
  aprobadoPor: f.aprobado_por,
  programadaPara: f.programada_para && new Date(f.programada_para),
  version: f.version,
});

export async function crearBorrador(
  db: Queryable,
  autor: string,
  nombre: string,
  documento: unknown,
  imagenes: ReadonlyMap<string, Buffer>,
  now: Date,
): Promise<number> {
  const { id_borrador } = await db.one<{ id_borrador: string }>(
    `INSERT INTO estudio_borradores (nombre, estado, autor, documento, creado_en, actualizado_en)
     VALUES ($1, 'borrador', $2, $3, $4, $4) RETURNING id_borrador`,
    [nombre, autor, JSON.stringify(documento), now],
  );
  for (const [n, bytes] of imagenes) await guardarImagen(db, Number(id_borrador), n, bytes);
  return Number(id_borrador);
}

export async function leerBorrador(db: Queryable, id: number): Promise<Borrador | undefined> {
  const f = await db.maybe<Fila>(`SELECT ${COLUMNAS} FROM estudio_borradores WHERE id_borrador = $1`, [id]);
  return f && borrador(f);
}

export async function listarBorradores(db: Queryable): Promise<Borrador[]> {
  const filas = await db.query<Fila>(
    `SELECT ${COLUMNAS} FROM estudio_borradores ORDER BY actualizado_en DESC, id_borrador DESC LIMIT 200`,
  );
  return filas.map(borrador);
}

/** Saves a new document over revision `revision`; false when another save came first. */
export async function guardarDocumento(
  db: Queryable,
  id: number,
  revision: number,
  nombre: string,
  documento: unknown,
  now: Date,
): Promise<number | undefined> {
  const f = await db.maybe<{ revision: number }>(
    `UPDATE estudio_borradores
     SET documento = $4, nombre = $3, revision = revision + 1, actualizado_en = $5,
         estado = 'borrador', motivo_rechazo = NULL
     WHERE id_borrador = $1 AND revision = $2 AND estado IN ('borrador', 'rechazada')
     RETURNING revision`,
    [id, revision, nombre, JSON.stringify(documento), now],
  );
  return f?.revision;
}

/**
 * Moves a draft from one of `desde` to `a` in one statement (two reviewers at once: one wins), with
 * the columns that go with the new state.
 */
export async function cambiarEstado(
  db: Queryable,
  id: number,
  desde: readonly EstadoBorrador[],
  a: EstadoBorrador,
  now: Date,
  extra: { motivoRechazo?: string; aprobadoPor?: string; programadaPara?: Date; version?: string } = {},
): Promise<boolean> {
  const filas = await db.query(
    `UPDATE estudio_borradores
     SET estado = $3, actualizado_en = $4,
         motivo_rechazo = CASE WHEN $3 = 'rechazada' THEN $5 ELSE NULL END,
         aprobado_por = COALESCE($6, aprobado_por),
         programada_para = CASE WHEN $3 = 'programada' THEN $7::timestamptz ELSE programada_para END,
         version = COALESCE($8, version),
         reclamada_por = NULL, reclamada_en = NULL
     WHERE id_borrador = $1 AND estado = ANY($2::text[])
     RETURNING id_borrador`,
    [
      id,
      desde,
      a,
      now,
      extra.motivoRechazo ?? null,
      extra.aprobadoPor ?? null,
      extra.programadaPara ?? null,
      extra.version ?? null,
    ],
  );
  return filas.length === 1;
}

/**
 * Claims the earliest scheduled draft due at `now` for `instancia`: one instance gets it (SKIP LOCKED,
 * then the claim column); a claim older than `lease` (its instance died) may be taken again.
 */
export async function reclamarProgramada(
  db: Queryable,
  instancia: string,
  now: Date,
  leaseMs: number,
): Promise<Borrador | undefined> {
  const f = await db.maybe<Fila>(
    `UPDATE estudio_borradores SET reclamada_por = $1, reclamada_en = $2
     WHERE id_borrador = (
       SELECT id_borrador FROM estudio_borradores
       WHERE estado = 'programada' AND programada_para <= $2
         AND (reclamada_por IS NULL OR reclamada_en < $3)
       ORDER BY programada_para, id_borrador
       LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNAS}`,
    [instancia, now, new Date(now.getTime() - leaseMs)],
  );
  return f && borrador(f);
}

/** Marks a claimed scheduled draft published (or refused), if this instance still holds the claim. */
export async function terminarProgramada(
  db: Queryable,
  id: number,
  instancia: string,
  now: Date,
  resultado: { version: string } | { motivo: string },
): Promise<boolean> {
  const publicada = 'version' in resultado;
  const filas = await db.query(
    `UPDATE estudio_borradores
     SET estado = $4, version = COALESCE($5, version), motivo_rechazo = $6, actualizado_en = $3,
         reclamada_por = NULL, reclamada_en = NULL
     WHERE id_borrador = $1 AND reclamada_por = $2 AND estado = 'programada'
     RETURNING id_borrador`,
    [
      id,
      instancia,
      now,
      publicada ? 'publicada' : 'rechazada',
      publicada ? resultado.version : null,
      publicada ? null : resultado.motivo,
    ],
  );
  return filas.length === 1;
}

export async function guardarImagen(db: Queryable, id: number, nombre: string, bytes: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO estudio_imagenes (id_borrador, nombre, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (id_borrador, nombre) DO UPDATE SET bytes = EXCLUDED.bytes`,
    [id, nombre, bytes],
  );
}

export async function imagenesDe(db: Queryable, id: number): Promise<Map<string, Buffer>> {
  const filas = await db.query<{ nombre: string; bytes: Uint8Array }>(
    'SELECT nombre, bytes FROM estudio_imagenes WHERE id_borrador = $1 ORDER BY nombre',
    [id],
  );
  return new Map(filas.map((f) => [f.nombre, Buffer.from(f.bytes)]));
}

export async function nombresImagenes(db: Queryable, id: number): Promise<string[]> {
  const filas = await db.query<{ nombre: string }>(
    'SELECT nombre FROM estudio_imagenes WHERE id_borrador = $1 ORDER BY nombre',
    [id],
  );
  return filas.map((f) => f.nombre);
}

export async function leerImagen(db: Queryable, id: number, nombre: string): Promise<Buffer | undefined> {
  const f = await db.maybe<{ bytes: Uint8Array }>(
    'SELECT bytes FROM estudio_imagenes WHERE id_borrador = $1 AND nombre = $2',
    [id, nombre],
  );
  return f && Buffer.from(f.bytes);
}

/** The scheduled drafts, earliest first. */
export async function programadas(db: Queryable): Promise<Borrador[]> {
  const filas = await db.query<Fila>(
    `SELECT ${COLUMNAS} FROM estudio_borradores WHERE estado = 'programada' ORDER BY programada_para`,
  );
  return filas.map(borrador);
}

export interface EntradaAuditoriaFila {
  cuando: Date;
  quien: string;
  accion: AccionAuditoria;
  idBorrador: number | null;
  version: string | null;
  detalle: string | null;
}

export async function auditar(
  db: Queryable,
  e: Omit<EntradaAuditoriaFila, 'idBorrador' | 'version' | 'detalle'> & {
    idBorrador?: number;
    version?: string;
    detalle?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO estudio_auditoria (cuando, quien, accion, id_borrador, version, detalle)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.cuando, e.quien, e.accion, e.idBorrador ?? null, e.version ?? null, e.detalle ?? null],
  );
}

/** The audit, newest first. */
export async function leerAuditoria(db: Queryable, limite = 1000): Promise<EntradaAuditoriaFila[]> {
  const filas = await db.query<{
    cuando: Date;
    quien: string;
    accion: AccionAuditoria;
    id_borrador: string | null;
    version: string | null;
    detalle: string | null;
  }>(
    `SELECT cuando, quien, accion, id_borrador, version, detalle FROM estudio_auditoria
     ORDER BY cuando DESC, id_entrada DESC LIMIT $1`,
    [limite],
  );
  return filas.map((f) => ({
    cuando: new Date(f.cuando),
    quien: f.quien,
    accion: f.accion,
    idBorrador: f.id_borrador === null ? null : Number(f.id_borrador),
    version: f.version,
    detalle: f.detalle,
  }));
}
