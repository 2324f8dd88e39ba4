import {
  RAMOS_CON_SUPLEMENTO,
  type ConductorNuevo,
  type DatosSituacionPoliza,
  type Ramo,
  type TipoVehiculo,
  type VehiculoNuevo,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { FactorConfirmacion } from './segundo-factor';
import { SITUACION_SQL } from './situacion-poliza';

/** A policy as a change reads it: the contract, its risk, its drivers, covers and receipts not paid. */
export interface PolizaSuplemento extends DatosSituacionPoliza {
  idPoliza: number;
  numPoliza: string;
  ramo: Ramo;
  producto: string;
  uso: string | null;
  periodicidad: string | null;
  fecEfecto: string;
  primaAnual: number | null;
  vehiculo: {
    tipo: TipoVehiculo;
    marca: string;
    modelo: string;
    matricula: string;
    version: string | null;
  } | null;
  conductores: {
    idConductor: number;
    nombre: string;
    numDoc: string | null;
    habitual: boolean;
    fecNacimiento: string | null;
    fecCarne: string | null;
  }[];
  coberturas: { descripcion: string; contratacion: 'INCLUIDA' | 'OPCIONAL' | 'NO_CONTRATADA' }[];
  recibosSinPagar: { numRecibo: string; importe: number; fecRecibo: string; estado: string }[];
}

const POLIZA_SQL = `
  SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.ramo, p.producto, p.uso, p.periodicidad,
         p.fec_efecto AS "fecEfecto", p.fecha_vto AS "fechaVto", p.prima_anual AS "primaAnual", ${SITUACION_SQL},
         (SELECT json_build_object('tipo', v.tipo_automovil, 'marca', v.marca, 'modelo', v.modelo,
                                   'matricula', v.matricula, 'version', v.vehiculo)
            FROM poliza_vehiculo v WHERE v.id_poliza = p.id_poliza) AS vehiculo,
         coalesce((SELECT json_agg(json_build_object('idConductor', c.id_conductor, 'nombre', c.nombre,
                                   'numDoc', c.num_doc, 'habitual', c.rol = 'HABITUAL',
                                   'fecNacimiento', c.fec_nacimiento, 'fecCarne', c.fec_carnet)
                                   ORDER BY c.rol = 'HABITUAL' DESC, c.id_conductor)
                     FROM poliza_conductores c WHERE c.id_poliza = p.id_poliza), '[]'::json) AS conductores,
         coalesce((SELECT json_agg(json_build_object('descripcion', g.descripcion, 'contratacion', g.contratacion)
                                   ORDER BY g.orden)
                     FROM poliza_garantias g WHERE g.id_poliza = p.id_poliza), '[]'::json) AS coberturas,
         coalesce((SELECT json_agg(json_build_object('numRecibo', r.num_recibo, 'importe', r.importe_neto,
                                   'fecRecibo', r.fec_recibo, 'estado', r.estado) ORDER BY r.fec_recibo)
                     FROM recibos r WHERE r.id_poliza = p.id_poliza AND r.estado IN ('PENDIENTE', 'DEVUELTO')),
                  '[]'::json) AS "recibosSinPagar"
    FROM polizas p
   WHERE p.id_cliente = $1 AND p.id_poliza = $2 AND p.ramo = ANY($3::text[])`;

/**
 * The client's vehicle or home policy `idPoliza` (another client's, or another line, answers undefined).
 * `bloquear`: inside a change's transaction, the policy's row is locked first, so concurrent changes of
 * one policy queue and each reads what the previous one left.
 */
export async function polizaParaSuplemento(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  { bloquear = false } = {},
): Promise<PolizaSuplemento | undefined> {
  if (bloquear) {
    const found = await db.maybe(
      'SELECT 1 FROM polizas WHERE id_cliente = $1 AND id_poliza = $2 FOR UPDATE',
      [idCliente, idPoliza],
    );
    if (!found) return undefined;
  }
  return db.maybe<PolizaSuplemento>(POLIZA_SQL, [idCliente, idPoliza, RAMOS_CON_SUPLEMENTO]);
}

/** The client's other in-force vehicle policy insuring this plate (spaces and hyphens aside), if any. */
export async function polizaConMatricula(
  db: Queryable,
  idCliente: number,
  matricula: string,
  today: string,
): Promise<string | undefined> {
  const row = await db.maybe<{ numPoliza: string }>(
    `SELECT p.num_poliza AS "numPoliza" FROM polizas p JOIN poliza_vehiculo v USING (id_poliza)
      WHERE p.id_cliente = $1 AND p.estado = 'VIGOR' AND (p.fecha_vto IS NULL OR p.fecha_vto >= $3::date)
        AND upper(translate(v.matricula, ' -', '')) = $2
      LIMIT 1`,
    [idCliente, matricula, today],
  );
  return row?.numPoliza;
}

/** What a confirmed supplement answers, found again by its key. */
export interface SuplementoGuardado {
  numero: string;
  huella: string;
  primaNueva: number;
  importe: number;
  efecto: string;
  texto: string;
  recibo: { idRecibo: number; numRecibo: string } | null;
  idDocumento: number;
}

export function suplementoPorClave(
  db: Queryable,
  idCliente: number,
  clave: string,
): Promise<SuplementoGuardado | undefined> {
  return db.maybe<SuplementoGuardado>(
    `SELECT s.numero, s.huella, s.prima_nueva AS "primaNueva", s.importe, s.efecto, s.texto,
            s.id_documento AS "idDocumento",
            CASE WHEN r.id_recibo IS NULL THEN NULL
                 ELSE json_build_object('idRecibo', r.id_recibo, 'numRecibo', r.num_recibo) END AS recibo
       FROM poliza_suplementos s LEFT JOIN recibos r USING (id_recibo)
      WHERE s.id_cliente = $1 AND s.clave = $2`,
    [idCliente, clave],
  );
}

/**
 * Takes the confirmation key for this request: true when it is now ours (new, or left behind by a
 * request that died holding it longer than `abandonadaAntes`), false while another request holds it.
 */
export async function reservarClave(
  db: Queryable,
  idCliente: number,
  clave: string,
  now: Date,
  abandonadaAntes: Date,
): Promise<boolean> {
  const row = await db.maybe(
    `INSERT INTO suplemento_claves (id_cliente, clave, reservada_at) VALUES ($1, $2, $3)
     ON CONFLICT (id_cliente, clave) DO UPDATE SET reservada_at = EXCLUDED.reservada_at
        WHERE suplemento_claves.reservada_at < $4
     RETURNING 1`,
    [idCliente, clave, now, abandonadaAntes],
  );
  return row !== undefined;
}

export async function liberarClave(db: Queryable, idCliente: number, clave: string): Promise<void> {
  await db.query('DELETE FROM suplemento_claves WHERE id_cliente = $1 AND clave = $2', [idCliente, clave]);
}

export async function nuevoNumeroSuplemento(db: Queryable): Promise<string> {
  const row = await db.one<{ numero: string }>(
    `SELECT 'SUP-' || lpad(nextval('suplemento_numero_seq')::text, 8, '0') AS numero`,
  );
  return row.numero;
}

export async function altaConductor(db: Queryable, idPoliza: number, c: ConductorNuevo): Promise<void> {
  await db.query(
    `INSERT INTO poliza_conductores (id_poliza, rol, nombre, num_doc, fec_nacimiento, fec_carnet)
     VALUES ($1, 'OCASIONAL', $2, $3, $4, $5)`,
    [idPoliza, c.nombre, c.numDoc, c.fecNacimiento, c.fecCarne],
  );
}

export async function bajaConductor(db: Queryable, idPoliza: number, idConductor: number): Promise<void> {
  await db.query(
    `DELETE FROM poliza_conductores WHERE id_poliza = $1 AND id_conductor = $2 AND rol <> 'HABITUAL'`,
    [idPoliza, idConductor],
  );
}

/** The new vehicle replaces the old one: its frame number is not known yet (the insurer asks for it). */
export async function cambiarVehiculo(db: Queryable, idPoliza: number, v: VehiculoNuevo): Promise<void> {
  await db.query(
    `UPDATE poliza_vehiculo SET matricula = $2, marca = $3, modelo = $4, vehiculo = $5, num_bastidor = NULL
      WHERE id_poliza = $1`,
    [idPoliza, v.matricula, v.marca, v.modelo, `${v.marca} ${v.modelo} ${v.version}`],
  );
  await db.query('UPDATE polizas SET uso = $2 WHERE id_poliza = $1', [idPoliza, v.uso]);
}

export async function cambiarCobertura(
  db: Queryable,
  idPoliza: number,
  descripcion: string,
  contratacion: 'OPCIONAL' | 'NO_CONTRATADA',
): Promise<void> {
  await db.query('UPDATE poliza_garantias SET contratacion = $3 WHERE id_poliza = $1 AND descripcion = $2', [
    idPoliza,
    descripcion,
    contratacion,
  ]);
}

export async function cambiarPrima(db: Queryable, idPoliza: number, prima: number): Promise<void> {
  await db.query('UPDATE polizas SET prima_anual = $2 WHERE id_poliza = $1', [idPoliza, prima]);
}

/** The receipt of a supplement's extra premium: due today, payable online. */
export async function insertReciboSuplemento(
  db: Queryable,
  r: { idPoliza: number; numRecibo: string; fecha: string; importe: number; periodicidad: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO recibos (id_poliza, num_recibo, fec_recibo, importe_neto, estado, tipo, periodicidad, pagable, imprimible)
     VALUES ($1, $2, $3, $4, 'PENDIENTE', 'SUPLEMENTO', $5, true, true) RETURNING id_recibo AS id`,
    [r.idPoliza, r.numRecibo, r.fecha, r.importe, r.periodicidad],
  );
  return row.id;
}

/** The supplement's document among the policy's: 'Mis documentos' lists it, the notice trigger tells of it. */
export async function insertDocumentoSuplemento(
  db: Queryable,
  d: { idPoliza: number; uuid: string; nombre: string; efecto: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO poliza_documentos (id_poliza, uuid, nombre, tipo, estado, mime_type, fecha_efecto)
     VALUES ($1, $2, $3, 'ACTUAL', 'DIGITAL_CERTIFICADA', 'application/pdf', $4) RETURNING id_documento AS id`,
    [d.idPoliza, d.uuid, d.nombre, d.efecto],
  );
  return row.id;
}

export async function insertSuplemento(
  db: Queryable,
  s: {
    numero: string;
    idPoliza: number;
    idCliente: number;
    idSesion: number;
    clave: string;
    huella: string;
    tipo: string;
    cambio: string;
    texto: string;
    efecto: string;
    primaAnterior: number;
    primaNueva: number;
    importe: number;
    idRecibo: number | null;
    idDocumento: number;
    confirmadoCon: string;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO poliza_suplementos (numero, id_poliza, id_cliente, id_sesion, clave, huella, tipo, cambio, texto,
       efecto, prima_anterior, prima_nueva, importe, id_recibo, id_documento, confirmado_con, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      s.numero,
      s.idPoliza,
      s.idCliente,
      s.idSesion,
      s.clave,
      s.huella,
      s.tipo,
      s.cambio,
      s.texto,
      s.efecto,
      s.primaAnterior,
      s.primaNueva,
      s.importe,
      s.idRecibo,
      s.idDocumento,
      s.confirmadoCon,
      s.now,
    ],
  );
}

export /** A confirmed supplement as its document prints it. */
interface SuplementoImpreso {
  numero: string;
  texto: string;
  efecto: string;
  primaAnterior: number;
  primaNueva: number;
  importe: number;
  confirmadoCon: FactorConfirmacion;
  createdAt: Date;
}

/** A supplement as its PDF prints it, by its document (the contract document's download). */
export function suplementoDeDocumento(
  db: Queryable,
  idDocumento: number,
): Promise<SuplementoImpreso | undefined> {
  return db.maybe<SuplementoImpreso>(
    `SELECT numero, texto, efecto, prima_anterior AS "primaAnterior", prima_nueva AS "primaNueva", importe,
            confirmado_con AS "confirmadoCon", created_at AS "createdAt"
       FROM poliza_suplementos WHERE id_documento = $1`,
    [idDocumento],
  );
}
