import type { TallerElegidoRequest } from '@area-cliente/shared/contract';
import type { ContrarioDeclarado, DatosSituacionPoliza, TipoFoto } from '@area-cliente/shared/domain';
import type { Db, Queryable } from '../db';
import { MEDIACION_SQL } from './mediacion-sql';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';
import { SITUACION_SQL } from './situacion-poliza';

/** What the customer declared, kept with the claim for its 'Parte de siniestro'. */
export interface DeclaracionGuardada {
  numPoliza: string;
  riesgo: string;
  tipo: string;
  fecha: string;
  lugar: string;
  contrario: ContrarioDeclarado | null;
  descripcion: string;
  telefono: string;
  franjaContacto: string;
  fotos: number;
  mediada: boolean;
}

/** The policy a declaration names, when it is the client's, with what its situation is read from. */
export interface PolizaDeclarada extends DatosSituacionPoliza {
  idPoliza: number;
  numPoliza: string;
  ramo: string;
  estado: string;
  fecEfecto: string;
  riesgo: string;
  matricula: string | null;
  mediada: boolean;
}

export async function findPolizaDeclarada(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<PolizaDeclarada | undefined> {
  const row = await db.maybe<
    Omit<PolizaDeclarada, 'riesgo' | 'mediada'> & {
      riesgoAseguradoStr: string;
      mediacion: unknown;
    }
  >(
    `SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.ramo,
            to_char(p.fec_efecto, 'YYYY-MM-DD') AS "fecEfecto", v.matricula,
            p.fecha_vto AS "fechaVto", ${SITUACION_SQL},
            ${RIESGO_ASEGURADO_SQL}, ${MEDIACION_SQL}
       FROM polizas p JOIN clientes c ON c.id_cliente = p.id_cliente ${RIESGO_ASEGURADO_JOINS}
      WHERE p.id_cliente = $1 AND p.id_poliza = $2`,
    [idCliente, idPoliza],
  );
  if (!row) return undefined;
  const { riesgoAseguradoStr, mediacion, ...poliza } = row;
  return { ...poliza, riesgo: riesgoAseguradoStr, mediada: mediacion !== null };
}

/**
 * Reserves the row of a photo for a declaration not sent yet, unless the client already has `max`
 * pending (unattached) photos: the count and the insert are one statement, run under a lock of the
 * client's uploads, so concurrent uploads never overshoot (PGlite or PostgreSQL, one instance or
 * many). Answers whether the row was inserted.
 */
export async function reservaFotoPendiente(
  db: Db,
  f: { uuid: string; idCliente: number; mimeType: TipoFoto; bytes: number; ancho: number; alto: number },
  max: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fotos-pendientes:${f.idCliente}`]);
    const row = await tx.maybe(
      `INSERT INTO declaracion_fotos (uuid, id_cliente, mime_type, bytes, ancho, alto, subida_at)
       SELECT $1::uuid, $2, $3, $4, $5, $6, $7
        WHERE (SELECT count(*) FROM declaracion_fotos WHERE id_cliente = $2 AND id_siniestro IS NULL) < $8
       RETURNING 1`,
      [f.uuid, f.idCliente, f.mimeType, f.bytes, f.ancho, f.alto, now, max],
    );
    return row !== undefined;
  });
}

/** Deletes a pending photo's row (its bytes could not be stored). */
export async function deleteFotoPendiente(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM declaracion_fotos WHERE uuid = $1::uuid AND id_siniestro IS NULL', [uuid]);
}

/** The claim an earlier send with this key created, if any. */
export async function findDeclaracionPorClave(
  db: Queryable,
  idCliente: number,
  clave: string,
): Promise<{ numSiniestro: string; ramo: string; mediada: boolean; huella: string | null } | undefined> {
  return db.maybe(
    `SELECT s.num_siniestro AS "numSiniestro", p.ramo, (d.datos->>'mediada')::boolean AS mediada, d.huella
       FROM declaraciones d JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
      WHERE d.id_cliente = $1 AND d.clave_idempotencia = $2::uuid`,
    [idCliente, clave],
  );
}

/** Thrown inside the transaction to undo it: another send with the same key got there first. */
export class ClaveRepetida extends Error {}
/** Thrown inside the transaction to undo it: a named photo is not the client's pending one. */
export class FotosNoDisponibles extends Error {}

export interface NuevoSiniestro {
  idCliente: number;
  clave: string;
  /** What was sent, hashed: a later send with the same key must match it. */
  huella: string;
  poliza: PolizaDeclarada;
  tipo: string;
  fecha: string;
  lugar: string;
  contrario: ContrarioDeclarado | null;
  /** Where to repair the car, when the customer already chose. */
  taller: TallerElegidoRequest | null;
  fotos: readonly string[];
  datos: DeclaracionGuardada;
  hoy: string;
  now: Date;
}

const EXTENSION: Record<TipoFoto, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/**
 * Creates the declared claim in one transaction (the caller's): the claim 'ABIERTO', its opening in
 * the history, the first notification with the 'Parte de siniestro' and the photos, the other vehicle
 * of a collision, and the declaration under its idempotency key. Throws ClaveRepetida or
 * FotosNoDisponibles, which undo everything: a partial declaration never becomes a claim.
 */
export async function insertSiniestroDeclarado(tx: Queryable, d: NuevoSiniestro): Promise<string> {
  const { idSiniestro, numSiniestro } = await tx.one<{ idSiniestro: number; numSiniestro: string }>(
    `INSERT INTO siniestros (num_siniestro, id_poliza, estado, tipo, riesgo, titulo, subtitulo,
                             lugar_accidente, fec_accidente, fec_ocurrencia, fec_apertura, matricula_va,
                             id_taller, taller_propio)
     VALUES ('SIN-' || lpad(nextval('siniestro_declarado_seq')::text, 7, '0'), $1, 'ABIERTO', $2, $3, $2,
             $4, $5, $6, $6, $7, $8, $9, $10)
     RETURNING id_siniestro AS "idSiniestro", num_siniestro AS "numSiniestro"`,
    [
      d.poliza.idPoliza,
      d.tipo,
      d.poliza.riesgo,
      d.poliza.matricula ?? d.poliza.riesgo,
      d.lugar,
      d.fecha,
      d.hoy,
      d.poliza.matricula,
      d.taller && 'idTaller' in d.taller ? d.taller.idTaller : null,
      d.taller && 'propio' in d.taller ? d.taller.propio : null,
    ],
  );
  const uuidParte = crypto.randomUUID();
  const clave = await tx.maybe(
    `INSERT INTO declaraciones (id_siniestro, id_cliente, clave_idempotencia, uuid_parte, datos, enviada_at, huella)
     VALUES ($1, $2, $3::uuid, $4::uuid, $5::jsonb, $6, $7)
     ON CONFLICT (id_cliente, clave_idempotencia) DO NOTHING RETURNING 1`,
    [idSiniestro, d.idCliente, d.clave, uuidParte, JSON.stringify(d.datos), d.now, d.huella],
  );
  if (!clave) throw new ClaveRepetida();
  const fotos = await tx.query<{ uuid: string; mimeType: TipoFoto; orden: number }>(
    `UPDATE declaracion_fotos f SET id_siniestro = $1, orden = n.orden
       FROM unnest($3::uuid[]) WITH ORDINALITY AS n (uuid, orden)
      WHERE f.uuid = n.uuid AND f.id_cliente = $2 AND f.id_siniestro IS NULL
      RETURNING f.uuid::text AS uuid, f.mime_type AS "mimeType", n.orden::int AS orden`,
    [idSiniestro, d.idCliente, d.fotos],
  );
  if (fotos.length !== d.fotos.length) throw new FotosNoDisponibles();
  await tx.query(
    `INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion)
     VALUES ($1, $2, 'ABIERTO', 'Apertura del siniestro')`,
    [idSiniestro, d.now],
  );
  const { idNotificacion } = await tx.one<{ idNotificacion: number }>(
    `INSERT INTO siniestro_notificaciones (id_siniestro, fecha, texto)
     VALUES ($1, $2, 'Declarado por el cliente en el Área Cliente') RETURNING id_notificacion AS "idNotificacion"`,
    [idSiniestro, d.now],
  );
  const documentos = [
    { uuid: uuidParte, nombre: 'Parte de siniestro.pdf', mime: 'application/pdf' },
    ...fotos
      .sort((a, b) => a.orden - b.orden)
      .map((f) => ({ uuid: f.uuid, nombre: `Foto ${f.orden}.${EXTENSION[f.mimeType]}`, mime: f.mimeType })),
  ];
  // The customer's own: the photos they uploaded and the declaration they just wrote and saw confirmed.
  // Listed as read and announced to nobody (migration 042); the claim's opening is the notice.
  for (const doc of documentos) {
    await tx.query(
      `INSERT INTO notificacion_documentos (id_notificacion, uuid, nombre_doc, mime_type, del_cliente)
       VALUES ($1, $2::uuid, $3, $4, true)`,
      [idNotificacion, doc.uuid, doc.nombre, doc.mime],
    );
  }
  if (d.contrario) {
    await tx.query(
      `INSERT INTO siniestro_contrarios (id_siniestro, matricula, compania) VALUES ($1, $2, $3)`,
      [idSiniestro, d.contrario.matricula, d.contrario.aseguradora],
    );
  }
  return numSiniestro;
}

/** A declared photo of the client's claim, for its download. */
export async function findFotoDeclarada(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<{ mimeType: TipoFoto; nombre: string } | undefined> {
  return db.maybe(
    `SELECT f.mime_type AS "mimeType", d.nombre_doc AS nombre
       FROM declaracion_fotos f JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
       JOIN notificacion_documentos d ON d.uuid = f.uuid
      WHERE p.id_cliente = $1 AND f.uuid = $2::uuid`,
    [idCliente, uuid],
  );
}

/** What the client declared, when the uuid is the 'Parte de siniestro' of one of their claims. */
export async function findParte(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<
  | { idSiniestro: number; numSiniestro: string; ramo: string; datos: DeclaracionGuardada; enviada: Date }
  | undefined
> {
  const row = await db.maybe<{
    idSiniestro: number;
    numSiniestro: string;
    ramo: string;
    datos: DeclaracionGuardada;
    enviada: Date | string;
  }>(
    `SELECT s.id_siniestro::int AS "idSiniestro", s.num_siniestro AS "numSiniestro", p.ramo, d.datos,
            d.enviada_at AS enviada
       FROM declaraciones d JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
      WHERE p.id_cliente = $1 AND d.uuid_parte = $2::uuid`,
    [idCliente, uuid],
  );
  return row && { ...row, enviada: new Date(row.enviada) };
}

/**
 * Deletes the photos uploaded before the cutoff that no declaration named (abandoned drafts) and
 * answers their keys, so their files can be deleted too.
 */
export async function deleteFotosHuerfanas(db: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await db.query<{ uuid: string }>(
    `DELETE FROM declaracion_fotos WHERE id_siniestro IS NULL AND subida_at < $1 RETURNING uuid::text AS uuid`,
    [cutoff],
  );
  return rows.map((r) => r.uuid);
}
