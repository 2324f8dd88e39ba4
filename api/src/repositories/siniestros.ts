import type {
  Contrario,
  DocumentoSiniestro,
  Encargo,
  Notificacion,
  SiniestroDetalle,
} from '@area-cliente/shared/contract';
import { madridIso, type RamoConSiniestros } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { MEDIACION_SQL } from './mediacion-sql';
import { tallerDeSiniestro } from './talleres';

/** Policy lines that have claims, as the `ramo` column names them. */
export type RamoSiniestro = RamoConSiniestros;

type Instant = Date | string;

type SiniestroRow = Omit<
  SiniestroDetalle,
  'documentosSiniestro' | 'notificaciones' | 'history' | 'contrarios' | 'encargos' | 'taller'
> & { idSiniestro: number; ramo: RamoSiniestro };

// The claim only when its policy belongs to the client: another client's claim reads as missing.
const SINIESTRO_SQL = `
  SELECT s.id_siniestro AS "idSiniestro", p.ramo, s.num_siniestro AS "numSiniestro",
         p.num_poliza AS "numPoliza", p.id_poliza AS "idPoliza", s.estado, s.tipo, s.riesgo, s.titulo,
         s.subtitulo, s.direccion, s.cod_postal AS "codPostal", s.poblacion, s.provincia,
         s.lugar_accidente AS "lugarAccidente", s.fec_accidente AS "fecAccidente",
         s.fec_ocurrencia AS "fecOcurrencia", s.fec_apertura AS "fecApertura", s.danios,
         s.matricula_va AS "matriculaVA", s.especie, s.nombre, ${MEDIACION_SQL}
    FROM siniestros s JOIN polizas p USING (id_poliza)
    JOIN clientes c ON c.id_cliente = p.id_cliente
   WHERE p.id_cliente = $1 AND s.num_siniestro = $2`;

async function details(db: Queryable, row: SiniestroRow): Promise<SiniestroDetalle> {
  const id = row.idSiniestro;
  const [documentos, notificaciones, adjuntos, history, contrarios, encargos, taller] = await Promise.all([
    db.query<{
      id: number;
      uuid: string;
      nombreDoc: string;
      aceptado: boolean | null;
      fechaFirma: Instant | null;
    }>(
      `SELECT id_documento AS id, uuid::text AS uuid, nombre_doc AS "nombreDoc", aceptado,
              fecha_firma AS "fechaFirma"
         FROM siniestro_documentos WHERE id_siniestro = $1 ORDER BY id_documento`,
      [id],
    ),
    // Newest first: the history reads as a timeline of what happened last.
    db.query<{ id: number; fecha: Instant; texto: string }>(
      `SELECT id_notificacion AS id, fecha, texto FROM siniestro_notificaciones
        WHERE id_siniestro = $1 ORDER BY fecha DESC, id_notificacion DESC`,
      [id],
    ),
    db.query<{ idNotificacion: number; uuid: string; nombreDoc: string }>(
      `SELECT d.id_notificacion AS "idNotificacion", d.uuid::text AS uuid, d.nombre_doc AS "nombreDoc"
         FROM notificacion_documentos d JOIN siniestro_notificaciones n USING (id_notificacion)
        WHERE n.id_siniestro = $1 ORDER BY d.id_documento`,
      [id],
    ),
    db.query<{ fecha: Instant; estado: string; descripcion: string }>(
      `SELECT fecha, estado, descripcion FROM siniestro_historial
        WHERE id_siniestro = $1 ORDER BY fecha DESC, id_historial DESC`,
      [id],
    ),
    db.query<Contrario>(
      `SELECT matricula, modelo, compania FROM siniestro_contrarios
        WHERE id_siniestro = $1 ORDER BY id_contrario`,
      [id],
    ),
    db.query<Encargo>(
      `SELECT fecha_actuacion AS "fechaActuacion", estado, taller FROM siniestro_encargos
        WHERE id_siniestro = $1 ORDER BY fecha_actuacion DESC, id_encargo DESC`,
      [id],
    ),
    tallerDeSiniestro(db, id),
  ]);
  const { idSiniestro: _id, ramo: _ramo, ...claim } = row;
  return {
    ...claim,
    documentosSiniestro: documentos.map((d): DocumentoSiniestro => ({
      ...d,
      fechaFirma: d.fechaFirma === null ? null : madridIso(d.fechaFirma),
    })),
    notificaciones: notificaciones.map((n): Notificacion => ({
      id: n.id,
      fecha: madridIso(n.fecha),
      texto: n.texto,
      documentos: adjuntos
        .filter((a) => a.idNotificacion === n.id)
        .map((a) => ({ uuid: a.uuid, nombreDoc: a.nombreDoc })),
    })),
    history: history.map((h) => ({ ...h, fecha: madridIso(h.fecha) })),
    contrarios,
    encargos,
    taller,
  };
}

/** A claim of the client in the given line, with everything its screen shows; undefined if not theirs. */
export async function findSiniestro(
  db: Queryable,
  idCliente: number,
  ramo: RamoSiniestro,
  numSiniestro: string,
): Promise<SiniestroDetalle | undefined> {
  const row = await db.maybe<SiniestroRow>(SINIESTRO_SQL, [idCliente, numSiniestro]);
  if (!row || row.ramo !== ramo) return undefined;
  return details(db, row);
}

/** A downloadable claim document: one to sign, or one attached to a notification. */
export type DocumentoDescarga =
  | { clase: 'FIRMA'; siniestro: SiniestroDetalle; documento: DocumentoSiniestro }
  | {
      clase: 'NOTIFICACION';
      siniestro: SiniestroDetalle;
      nombreDoc: string;
      notificacion: Notificacion;
    };

/** The claim document with this uuid when it belongs to the client, with its claim; else undefined. */
export async function findDocumentoSiniestro(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<DocumentoDescarga | undefined> {
  const owner = await db.maybe<{ numSiniestro: string; ramo: RamoSiniestro }>(
    `SELECT s.num_siniestro AS "numSiniestro", p.ramo
       FROM siniestros s JOIN polizas p USING (id_poliza)
      WHERE p.id_cliente = $1 AND s.id_siniestro IN (
        SELECT id_siniestro FROM siniestro_documentos WHERE uuid = $2::uuid
        UNION ALL
        SELECT n.id_siniestro FROM notificacion_documentos d
          JOIN siniestro_notificaciones n USING (id_notificacion) WHERE d.uuid = $2::uuid)`,
    [idCliente, uuid],
  );
  if (!owner) return undefined;
  const siniestro = await findSiniestro(db, idCliente, owner.ramo, owner.numSiniestro);
  if (!siniestro) return undefined;
  const key = uuid.toLowerCase();
  const documento = siniestro.documentosSiniestro.find((d) => d.uuid === key);
  if (documento) return { clase: 'FIRMA', siniestro, documento };
  for (const notificacion of siniestro.notificaciones) {
    const adjunto = notificacion.documentos.find((d) => d.uuid === key);
    if (adjunto) return { clase: 'NOTIFICACION', siniestro, nombreDoc: adjunto.nombreDoc, notificacion };
  }
  return undefined;
}
