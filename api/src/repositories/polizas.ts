import type {
  Asegurado,
  Conductor,
  DocumentoContrato,
  Garantia,
  PolizaBase,
  PolizaAcc,
  PolizaDec,
  PolizaHog,
  PolizaMasc,
  PolizaMov,
  PolizaNeg,
  PolizaSalud,
  PolizaSaludMMT,
  PolizaVeh,
  Recibo,
  SiniestroResumen,
} from '@area-cliente/shared/contract';
import {
  bancoDeIban,
  loQueAplica,
  maskIban,
  RAMO_SALUD_SOCIO,
  RAMOS_DE_SOCIO,
  situacionPoliza,
  type Ramo,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { MEDIACION_SQL } from './mediacion-sql';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';
import { SITUACION_SQL } from './situacion-poliza';

export type RamoPoliza = Ramo;

/** Fields every policy detail shares (SPEC §3 Policy, common). */
type PolizaComun = PolizaBase;

interface ComunRow extends Omit<
  PolizaComun,
  'lstRecibosPdtes' | 'lstRecibosCob' | 'lstRecibosFuturos' | 'lstCCPP' | 'entidad' | 'oficina'
> {
  ramo: RamoPoliza;
}

// Every read filters by the caller's client: another client's policy reads exactly like a missing one.
// The policy's own contact (set by the customer's phone / e-mail change) wins over the policyholder's.
const COMUN_SQL = `
  SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.ramo, p.producto, p.uso,
         ${MEDIACION_SQL},
         ${RIESGO_ASEGURADO_SQL},
         p.fec_efecto AS "fecEfecto", p.periodicidad, p.fec_antiguedad AS "fecAntiguedad",
         p.fecha_vto AS "fechaVto", p.fec_proximo_recibo AS "fecProximoRecibo", ${SITUACION_SQL},
         p.version_ccgg AS "versionCCGG", p.version_ccgg_veh AS "versionCCGGVeh", p.ulr_ccgg_hog AS "ulrCCGGHog",
         p.tenemos_aviso_cobro AS "tenemosAvisoCobro", p.tiene_ajt AS "tieneAJT",
         p.tiene_subsidio_paralizacion AS "tieneSubsidioParalizacion", p.asistencia_viaje AS "asistenciaViaje",
         p.tiene_defensa_multas AS "tieneDefensaMultas", p.tiene_amigo_manitas AS "tieneAmigoManitas",
         p.tiene_asistencia_domiciliaria AS "tieneAsistenciaDomicilaria",
         coalesce(t.nombre, p.titular, c.nombre) AS "nombreTomador",
         coalesce(p.telefono_contacto, t.telefono) AS "telefonoTomador",
         coalesce(p.email_contacto, t.email) AS "emailTomador",
         coalesce(p.direccion_contacto, t.direccion) AS "direccionTomador",
         p.id_propietario AS "idPropietario", o.nombre AS "nombrePropietario",
         o.telefono AS "telefonoPropietario", o.email AS "emailPropietario",
         o.direccion AS "direccionPropietario",
         p.iban, p.titular
    FROM polizas p
    JOIN clientes c USING (id_cliente)
    LEFT JOIN personas t ON t.id_persona = p.id_tomador
    LEFT JOIN personas o ON o.id_persona = p.id_propietario
${RIESGO_ASEGURADO_JOINS}
   WHERE p.id_cliente = $1 AND p.ramo = $2`;

const RECIBOS_SQL = `
  SELECT r.id_recibo AS "idRecibo", r.num_recibo AS "numRecibo", p.producto || ' - ' || p.num_poliza AS titulo,
         r.fec_recibo AS "fecRecibo", r.importe_neto AS "importeNeto", r.estado, r.tipo, r.periodicidad,
         (r.estado IN ('PENDIENTE', 'DEVUELTO') AND r.pagable AND r.fec_recibo < $2::date) AS pendiente,
         r.pagable, r.imprimible, p.es_internauto AS "esPolizaInternauto"
    FROM recibos r JOIN polizas p USING (id_poliza)
   WHERE r.id_poliza = $1
   ORDER BY r.fec_recibo DESC, r.id_recibo DESC`;

const SINIESTROS_SQL = `
  SELECT s.num_siniestro AS "numSiniestro", p.num_poliza AS "numPoliza", s.estado, s.titulo, s.subtitulo,
         s.fec_ocurrencia AS "fecOcurrencia"
    FROM siniestros s JOIN polizas p USING (id_poliza)
   WHERE s.id_poliza = $1
   ORDER BY s.fec_ocurrencia DESC, s.num_siniestro`;

const CCPP_SQL = `
  SELECT id_documento AS id, nombre, tipo, estado, mime_type AS "mimeType", uuid::text AS uuid,
         fecha_efecto AS "fechaEfecto"
    FROM poliza_documentos WHERE id_poliza = $1
   ORDER BY fecha_efecto DESC, id_documento`;

const ASEGURADOS_SQL = `
  SELECT nombre_completo AS "nombreCompleto", num_doc AS "numDoc"
    FROM poliza_asegurados WHERE id_poliza = $1 ORDER BY id_asegurado`;

// The sums insured of the covers taken (an optional cover not taken insures nothing).
const GARANTIAS_SQL = `
  SELECT descripcion, capital FROM poliza_garantias
   WHERE id_poliza = $1 AND contratacion <> 'NO_CONTRATADA' ORDER BY orden`;

const CONDUCTOR_SQL = `
  SELECT nombre, fec_carnet AS "fecCarnet", fec_nacimiento AS "fecNacimiento", tipo_carnet AS "tipoCarnet"
    FROM poliza_conductores WHERE id_poliza = $1
   ORDER BY (rol = 'HABITUAL') DESC, id_conductor LIMIT 1`;

const CONDUCTORES_SQL = `
  SELECT nombre, fec_carnet AS "fecCarnet", fec_nacimiento AS "fecNacimiento", tipo_carnet AS "tipoCarnet",
         rol = 'HABITUAL' AS habitual
    FROM poliza_conductores WHERE id_poliza = $1
   ORDER BY (rol = 'HABITUAL') DESC, id_conductor`;

/** A policy key: `idPoliza` for most lines, `numPoliza` for the partner insurer's health policies. */
type PolizaKey = { idPoliza: number } | { numPoliza: string };

/** The common part of one of the caller's policies of a line, with its receipts and documents. */
async function comun(
  db: Queryable,
  idCliente: number,
  ramo: RamoPoliza,
  key: PolizaKey,
  today: string,
): Promise<PolizaComun | undefined> {
  const [sql, value] =
    'idPoliza' in key
      ? [`${COMUN_SQL} AND p.id_poliza = $3`, key.idPoliza]
      : [`${COMUN_SQL} AND p.num_poliza = $3`, key.numPoliza];
  const row = await db.maybe<ComunRow>(sql, [idCliente, ramo, value]);
  if (!row) return undefined;
  const [recibos, ccpp] = await Promise.all([
    db.query<Recibo>(RECIBOS_SQL, [row.idPoliza, today]),
    db.query<DocumentoContrato>(CCPP_SQL, [row.idPoliza]),
  ]);
  const { ramo: _ramo, ...base } = row;
  const debido = (r: Recibo) => r.fecRecibo <= today;
  return {
    ...base,
    iban: maskIban(row.iban),
    // The bank by name; its entity and branch codes never leave the API in clear (shared maskIban).
    entidad: bancoDeIban(row.iban)?.nombre ?? null,
    oficina: null,
    // Unpaid and due by today; pending later ones are future receipts.
    lstRecibosPdtes: recibos.filter(
      (r) => (r.estado === 'PENDIENTE' || r.estado === 'DEVUELTO') && debido(r),
    ),
    lstRecibosCob: recibos.filter((r) => r.estado === 'COBRADO'),
    lstRecibosFuturos: recibos.filter((r) => r.estado === 'PENDIENTE' && !debido(r)).reverse(),
    lstCCPP: ccpp,
  };
}

const siniestros = (db: Queryable, idPoliza: number) =>
  db.query<SiniestroResumen>(SINIESTROS_SQL, [idPoliza]);
const asegurados = (db: Queryable, idPoliza: number) => db.query<Asegurado>(ASEGURADOS_SQL, [idPoliza]);
const garantias = (db: Queryable, idPoliza: number) => db.query<Garantia>(GARANTIAS_SQL, [idPoliza]);
const conductor = async (db: Queryable, idPoliza: number) =>
  (await db.maybe<Conductor>(CONDUCTOR_SQL, [idPoliza])) ?? null;

function linea<T>(db: Queryable, table: string, columns: string, idPoliza: number): Promise<T> {
  return db.one<T>(`SELECT ${columns} FROM ${table} WHERE id_poliza = $1`, [idPoliza]);
}

export async function findPolizaVeh(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaVeh | undefined> {
  const base = await comun(db, idCliente, 'VEH', { idPoliza }, today);
  if (!base) return undefined;
  const [veh, conductores, lst] = await Promise.all([
    linea<
      Pick<
        PolizaVeh,
        'marca' | 'modelo' | 'matricula' | 'tipoAutomovil' | 'vehiculo' | 'numBastidor' | 'clase'
      >
    >(
      db,
      'poliza_vehiculo',
      `marca, modelo, matricula, tipo_automovil AS "tipoAutomovil", vehiculo, num_bastidor AS "numBastidor", clase`,
      idPoliza,
    ),
    db.query<PolizaVeh['conductores'][number]>(CONDUCTORES_SQL, [idPoliza]),
    siniestros(db, idPoliza),
  ]);
  // The habitual driver (or, without one, the first named) as the screens built before the list read it.
  const [primero] = conductores;
  const conductorHabitual = primero
    ? {
        nombre: primero.nombre,
        fecCarnet: primero.fecCarnet,
        fecNacimiento: primero.fecNacimiento,
        tipoCarnet: primero.tipoCarnet,
      }
    : null;
  return { ...base, ...veh, conductorHabitual, conductores, lstSiniestrosVeh: lst };
}

export async function findPolizaHog(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaHog | undefined> {
  const base = await comun(db, idCliente, 'HOG', { idPoliza }, today);
  if (!base) return undefined;
  const [hog, lst] = await Promise.all([
    linea<Omit<PolizaHog, keyof PolizaComun | 'lstSiniestrosHog'>>(
      db,
      'poliza_hogar',
      `direccion_corta AS "direccionCorta", direccion, poblacion, pais, cod_postal AS "codPostal", provincia,
       ubicacion_vivienda AS "ubicacionVivienda", tipo_vivienda AS "tipoVivienda", uso_vivienda AS "usoVivienda",
       regimen_vivienda AS "regimenVivienda", anyo_construccion AS "anyoConstruccion",
       calidad_construccion AS "calidadConstruccion", contenido, continente`,
      idPoliza,
    ),
    siniestros(db, idPoliza),
  ]);
  return { ...base, ...hog, lstSiniestrosHog: lst };
}

export async function findPolizaDec(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaDec | undefined> {
  const base = await comun(db, idCliente, 'DEC', { idPoliza }, today);
  if (!base) return undefined;
  const [premium, lst] = await Promise.all([
    db.one<{ es: boolean }>('SELECT es_decesos_premium AS es FROM polizas WHERE id_poliza = $1', [idPoliza]),
    asegurados(db, idPoliza),
  ]);
  return { ...base, esDecesosPremium: premium.es, asegurados: lst };
}

/** The partner insurer's health policy, keyed by its policy number. */
export async function findPolizaSalud(
  db: Queryable,
  idCliente: number,
  numPoliza: string,
  today: string,
): Promise<PolizaSalud | undefined> {
  const base = await comun(db, idCliente, RAMO_SALUD_SOCIO, { numPoliza }, today);
  return base && { ...base, asegurados: await asegurados(db, base.idPoliza) };
}

export async function findPolizaSaludMMT(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaSaludMMT | undefined> {
  const base = await comun(db, idCliente, 'SALUD_MMT', { idPoliza }, today);
  return base && { ...base, asegurados: await asegurados(db, idPoliza) };
}

export async function findPolizaMov(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaMov | undefined> {
  const base = await comun(db, idCliente, 'MOV', { idPoliza }, today);
  if (!base) return undefined;
  const [mov, driver, gar, lst] = await Promise.all([
    linea<{
      personal: boolean;
      vmp: boolean;
      tipoVehDesc: string;
      subtipoVehDesc: string | null;
      numSerieVeh: string | null;
      anhoFabricacionVeh: number | null;
      valorVeh: number | null;
    }>(
      db,
      'poliza_movilidad',
      `es_proyecto_movilidad_personal AS personal, es_proyecto_vmp AS vmp, tipo_veh_desc AS "tipoVehDesc",
       subtipo_veh_desc AS "subtipoVehDesc", num_serie_veh AS "numSerieVeh",
       anho_fabricacion_veh AS "anhoFabricacionVeh", valor_veh AS "valorVeh"`,
      idPoliza,
    ),
    conductor(db, idPoliza),
    garantias(db, idPoliza),
    siniestros(db, idPoliza),
  ]);
  const { personal, vmp, ...vehiculo } = mov;
  return {
    ...base,
    ...vehiculo,
    esProyectoMovilidadPersonal: personal ? 'S' : 'N',
    esProyectoVMP: vmp ? 'S' : 'N',
    conductor: driver,
    garantias: gar,
    lstSiniestrosMov: lst,
  };
}

export async function findPolizaNeg(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaNeg | undefined> {
  const base = await comun(db, idCliente, 'NEG', { idPoliza }, today);
  if (!base) return undefined;
  const [neg, lst] = await Promise.all([
    linea<Omit<PolizaNeg, keyof PolizaComun | 'lstSiniestrosNeg'>>(
      db,
      'poliza_negocio',
      `nombre_neg AS "nombreNeg", actividad_neg AS "actividadNeg", direccion_neg AS "direccionNeg",
       tipo_neg AS "tipoNeg", info_actividad_neg AS "infoActividadNeg", regimen_local_neg AS "regimenLocalNeg",
       superficie_neg AS "superficieNeg", anyo_construccion AS "anyoConstruccion", anyo_reforma AS "anyoReforma",
       neg_cte_inmueble AS "negCteInmueble", neg_cte_reforma AS "negCteReforma",
       neg_mobiliario AS "negMobiliario", neg_existencias AS "negExistencias", neg_recetas AS "negRecetas",
       neg_puerta_blindada AS "negPuertaBlindada", neg_rejas AS "negRejas", neg_cristales AS "negCristales",
       neg_alarma_sin_conexion AS "negAlarmaSinConexion", neg_alarma AS "negAlarma",
       neg_anti_alunizaje AS "negAntiAlunizaje", neg_vigilancia AS "negVigilancia",
       neg_extintores AS "negExtintores", neg_bies AS "negBIES", neg_sprinklers AS "negSprinklers",
       neg_detectores AS "negDetectores", otras_medidas_proteccion AS "otrasMedidasProteccion"`,
      idPoliza,
    ),
    siniestros(db, idPoliza),
  ]);
  return { ...base, ...neg, lstSiniestrosNeg: lst };
}

export async function findPolizaAcc(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaAcc | undefined> {
  const base = await comun(db, idCliente, 'ACC', { idPoliza }, today);
  if (!base) return undefined;
  const [aseg, gar, lst] = await Promise.all([
    asegurados(db, idPoliza),
    garantias(db, idPoliza),
    siniestros(db, idPoliza),
  ]);
  return { ...base, asegurados: aseg, garantias: gar, lstSiniestrosAcc: lst };
}

export async function findPolizaMasc(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
  today: string,
): Promise<PolizaMasc | undefined> {
  const base = await comun(db, idCliente, 'MASC', { idPoliza }, today);
  if (!base) return undefined;
  const [masc, lst] = await Promise.all([
    linea<Pick<PolizaMasc, 'especie' | 'raza' | 'nombre' | 'fecNacimiento' | 'sexo' | 'chip'>>(
      db,
      'poliza_mascota',
      `especie, raza, nombre, fec_nacimiento AS "fecNacimiento", sexo, chip`,
      idPoliza,
    ),
    siniestros(db, idPoliza),
  ]);
  return { ...base, ...masc, lstSiniestrosMasc: lst };
}

/** The detail of one of the caller's policies of any line (contract documents are built from it). */
export function findPolizaDetalle(
  db: Queryable,
  idCliente: number,
  ramo: RamoPoliza,
  idPoliza: number,
  today: string,
): Promise<PolizaBase | undefined> {
  switch (ramo) {
    case 'VEH':
      return findPolizaVeh(db, idCliente, idPoliza, today);
    case 'HOG':
      return findPolizaHog(db, idCliente, idPoliza, today);
    case 'DEC':
      return findPolizaDec(db, idCliente, idPoliza, today);
    case 'SALUD_MMT':
      return findPolizaSaludMMT(db, idCliente, idPoliza, today);
    case 'MOV':
      return findPolizaMov(db, idCliente, idPoliza, today);
    case 'NEG':
      return findPolizaNeg(db, idCliente, idPoliza, today);
    case 'ACC':
      return findPolizaAcc(db, idCliente, idPoliza, today);
    case 'MASC':
      return findPolizaMasc(db, idCliente, idPoliza, today);
    case RAMO_SALUD_SOCIO:
      return comun(db, idCliente, ramo, { idPoliza }, today);
  }
}

/** One of the caller's contract documents with the policy it belongs to. */
export async function findDocumentoContrato(
  db: Queryable,
  idCliente: number,
  idDocumento: number,
): Promise<{ documento: DocumentoContrato; idPoliza: number; ramo: RamoPoliza } | undefined> {
  const row = await db.maybe<DocumentoContrato & { idPoliza: number; ramo: RamoPoliza }>(
    `SELECT d.id_documento AS id, d.nombre, d.tipo, d.estado, d.mime_type AS "mimeType", d.uuid::text AS uuid,
            d.fecha_efecto AS "fechaEfecto", p.id_poliza AS "idPoliza", p.ramo
       FROM poliza_documentos d JOIN polizas p USING (id_poliza)
      WHERE d.id_documento = $1 AND p.id_cliente = $2`,
    [idDocumento, idCliente],
  );
  if (!row) return undefined;
  const { idPoliza, ramo, ...documento } = row;
  return { documento, idPoliza, ramo };
}

/**
 * The caller's pet policy with this number when its certificate can be issued: not withdrawn, cancelled
 * or expired (`loQueAplica(…).certificar`).
 */
export async function findPolizaMascEnVigor(
  db: Queryable,
  idCliente: number,
  numPoliza: string,
  today: string,
): Promise<PolizaMasc | undefined> {
  const row = await db.maybe<{ idPoliza: number }>(
    'SELECT id_poliza AS "idPoliza" FROM polizas WHERE id_cliente = $1 AND num_poliza = $2 AND ramo = $3',
    [idCliente, numPoliza, 'MASC' satisfies Ramo],
  );
  const poliza = row && (await findPolizaMasc(db, idCliente, row.idPoliza, today));
  return poliza && loQueAplica(situacionPoliza(poliza, today)).certificar ? poliza : undefined;
}

/** Whether the customer holds an in-force policy of the partner insurer (`RAMOS_DE_SOCIO`). */
export async function hasPolizaHnaEnVigor(db: Queryable, idCliente: number): Promise<boolean> {
  const row = await db.maybe(
    `SELECT 1 FROM polizas WHERE id_cliente = $1 AND ramo = ANY($2::text[]) AND estado = 'VIGOR'`,
    [idCliente, RAMOS_DE_SOCIO],
  );
  return row !== undefined;
}
