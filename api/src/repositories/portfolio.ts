import type {
  CuponAmigo,
  CuponAmigoEstado,
  Flag,
  PolizaResumen,
  Portfolio,
  ReciboResumen,
  SiniestroResumen,
} from '@area-cliente/shared/contract';
import {
  esDeSocio,
  LINEAS_CON_SINIESTROS,
  LINEAS_POLIZA,
  RAMO_SALUD_SOCIO,
  type Ramo,
} from '@area-cliente/shared/domain';
import type { PreparedStatement, Queryable } from '../db';
import { clienteJsonSql, toCliente, type ClienteRow } from './clientes';
import { LIVE_SESSION_CTES, liveSessionParams, type Session, type SessionPolicy } from './sessions';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';
import { puedeParticiparSql } from './sorteos';

interface PolizaRow extends PolizaResumen {
  ramo: Ramo;
  asistenciaViaje: string | null;
  tieneAjt: boolean;
  tieneSubsidio: boolean;
  tieneLunas: boolean;
  tieneAsistenciaDomiciliaria: boolean;
  esDecesosPremium: boolean;
  esVmp: boolean | null;
  esPersonal: boolean | null;
  cupones: number;
}

interface CuponRow {
  idCupon: number;
  cupon: string;
  numPoliza: string | null;
  estado: CuponAmigoEstado;
}

interface SorteoRow {
  codigo: string;
  abierto: boolean;
  pendienteCelebrar: boolean;
  puede: boolean;
  participado: boolean;
}

/** One row of PORTFOLIO_SQL: the client and each list as JSON (json_agg, '[]' when empty). */
interface PortfolioRow {
  cliente: ClienteRow | null;
  polizas: PolizaRow[];
  siniestros: (SiniestroResumen & { ramo: Ramo })[];
  recibos: ReciboResumen[];
  cupones: CuponRow[];
  sorteos: SorteoRow[];
  tarjetaDecesosPremium: boolean;
}

/** A query's rows as one JSON array, in the given order of its output columns (aliased `q`). */
const jsonList = (select: string, orderBy: string) =>
  `(SELECT coalesce(json_agg(q ORDER BY ${orderBy}), '[]') FROM (${select}) q)`;

// In-force policies with the label of their insured risk, built per line.
const polizasSql = (c: string) => `
  SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.ramo, p.producto, p.uso,
         p.fec_efecto AS "fecEfecto", p.fecha_vto AS "fechaVto", (p.estado = 'VIGOR') AS "enVigor",
         v.tipo_automovil AS "tipoAutomovil",
         ${RIESGO_ASEGURADO_SQL},
         p.asistencia_viaje AS "asistenciaViaje", p.tiene_ajt AS "tieneAjt",
         p.tiene_subsidio_paralizacion AS "tieneSubsidio", p.tiene_lunas AS "tieneLunas",
         p.tiene_asistencia_domiciliaria AS "tieneAsistenciaDomiciliaria",
         p.es_decesos_premium AS "esDecesosPremium",
         m.es_proyecto_vmp AS "esVmp", m.es_proyecto_movilidad_personal AS "esPersonal",
         (SELECT count(*)::int FROM cupones_amigo c WHERE c.id_poliza = p.id_poliza) AS cupones,
         (SELECT json_build_object('tipo', b.tipo, 'fecha', b.fecha) FROM poliza_solicitudes_baja b
           WHERE b.id_poliza = p.id_poliza) AS "solicitudBaja"
    FROM polizas p
${RIESGO_ASEGURADO_JOINS}
   WHERE p.id_cliente = ${c} AND p.estado = 'VIGOR'`;

const siniestrosSql = (c: string) => `
  SELECT s.num_siniestro AS "numSiniestro", p.num_poliza AS "numPoliza", p.ramo, s.estado, s.titulo,
         s.subtitulo, s.fec_ocurrencia AS "fecOcurrencia"
    FROM siniestros s JOIN polizas p USING (id_poliza)
   WHERE p.id_cliente = ${c}`;

// Receipts due by today and not paid; future ones are listed on the policy, not here.
const recibosPtesSql = (c: string, d: string) => `
  SELECT r.id_recibo AS "idRecibo", p.num_poliza AS "numPoliza",
         p.producto || ' - ' || p.num_poliza AS titulo, r.fec_recibo AS "fecRecibo",
         r.importe_neto AS "importeNeto", r.estado, r.pagable,
         (r.pagable AND r.fec_recibo < ${d}) AS pendiente
    FROM recibos r JOIN polizas p USING (id_poliza)
   WHERE p.id_cliente = ${c} AND r.estado IN ('PENDIENTE', 'DEVUELTO') AND r.fec_recibo <= ${d}`;

// created_at only orders the list; the answer does not carry it.
const cuponesSql = (c: string) => `
  SELECT c.id_cupon AS "idCupon", c.cupon, p.num_poliza AS "numPoliza", c.estado, c.created_at AS creado
    FROM cupones_amigo c LEFT JOIN polizas p USING (id_poliza)
   WHERE c.id_cliente = ${c}`;

const sorteosSql = (c: string, d: string) => `
  SELECT s.codigo, s.fecha_inicio <= ${d} AND ${d} <= s.fecha_fin AS abierto,
         s.fecha_fin < ${d} AND ${d} <= s.fecha_celebracion AS "pendienteCelebrar",
         ${puedeParticiparSql('s', c)} AS puede,
         EXISTS (SELECT 1 FROM sorteo_participaciones x
                  WHERE x.id_sorteo = s.id_sorteo AND x.id_cliente = ${c}) AS participado
    FROM sorteos s`;

/** Everything the portfolio reads, as the columns of PortfolioRow: `c` the client, `d` today (a date). */
const portfolioColumns = (c: string, d: string) => `
  ${clienteJsonSql(c)} AS cliente,
         ${jsonList(polizasSql(c), 'q.ramo, q."fecEfecto" DESC, q."idPoliza"')} AS polizas,
         ${jsonList(siniestrosSql(c), 'q."fecOcurrencia" DESC, q."numSiniestro"')} AS siniestros,
         ${jsonList(recibosPtesSql(c, d), 'q."fecRecibo", q."idRecibo"')} AS recibos,
         ${jsonList(cuponesSql(c), 'q.creado, q."idCupon"')} AS cupones,
         ${jsonList(sorteosSql(c, d), 'q.codigo')} AS sorteos,
         EXISTS (SELECT 1 FROM tarjetas_decesos_premium t WHERE t.id_cliente = ${c}) AS "tarjetaDecesosPremium"`;

/**
 * Everything the portfolio reads, in one statement: one round trip instead of one per list, and
 * prepared, as planning it cost more than running it ($1 the client, $2 today). GET portfolio
 * stores the answer it makes (PORTFOLIO_A_GUARDAR); this reads it on a chosen day (the preview).
 */
const PORTFOLIO: PreparedStatement = {
  name: 'portfolio',
  text: `SELECT ${portfolioColumns('$1', '$2::date')}`,
};

// The generations an answer is computed from (migration 012): its client's, and every client's (draws).
const generacionSql = (clave: string) =>
  `coalesce((SELECT gen FROM portfolio_generaciones WHERE clave = ${clave}), 0)`;

/** The portfolio's columns and the generations they were read at, in one snapshot ($1 client, $2 today). */
const PORTFOLIO_A_GUARDAR: PreparedStatement = {
  name: 'portfolio_a_guardar',
  text: `SELECT ${portfolioColumns('$1', '$2::date')},
         ${generacionSql('$1')} AS gen, ${generacionSql('0')} AS "genGlobal"`,
};

/**
 * GET portfolio's read: the token's live session (LIVE_SESSION_CTES, $1-$4) and its client's stored
 * answer when it is still good: computed for today ($5) from the current generations. $6: the
 * brotli bytes are wanted (else the text). No row when the session is not live.
 */
const SESSION_PORTFOLIO_GUARDADO: PreparedStatement = {
  name: 'session_portfolio_guardado',
  text: `WITH ${LIVE_SESSION_CTES}
  SELECT live.id_sesion AS "idSesion", live.id_cliente AS "idCliente",
         CASE WHEN $6::boolean THEN NULL ELSE g.cuerpo END AS cuerpo,
         CASE WHEN $6::boolean THEN g.cuerpo_br END AS "cuerpoBr"
    FROM live LEFT JOIN portfolios_guardados g
      ON g.id_cliente = live.id_cliente AND g.dia = $5::date
     AND g.gen = ${generacionSql('live.id_cliente')} AND g.gen_global = ${generacionSql('0')}`,
};

const GUARDA_PORTFOLIO: PreparedStatement = {
  name: 'guarda_portfolio',
  text: `INSERT INTO portfolios_guardados (id_cliente, dia, gen, gen_global, cuerpo, cuerpo_br)
         VALUES ($1, $2::date, $3, $4, $5, $6)
         ON CONFLICT (id_cliente) DO UPDATE SET dia = EXCLUDED.dia, gen = EXCLUDED.gen,
           gen_global = EXCLUDED.gen_global, cuerpo = EXCLUDED.cuerpo, cuerpo_br = EXCLUDED.cuerpo_br`,
};

/** A session's stored answer: the text or the brotli bytes, as asked; neither when there is none. */
export interface StoredPortfolioRead {
  session: Session;
  cuerpo: string | null;
  cuerpoBr: Uint8Array | null;
}

/**
 * The live session of a token (as `touchSession`, refreshing its idle timer at most once a minute)
 * and its client's stored answer if it is still good; undefined when the session is not live.
 */
export async function readStoredPortfolio(
  db: Queryable,
  token: string,
  now: Date,
  policy: SessionPolicy,
  today: string,
  br: boolean,
): Promise<StoredPortfolioRead | undefined> {
  const row = await db.maybe<Session & { cuerpo: string | null; cuerpoBr: Uint8Array | null }>(
    SESSION_PORTFOLIO_GUARDADO,
    [...liveSessionParams(token, now, policy), today, br],
  );
  return (
    row && {
      session: { idSesion: row.idSesion, idCliente: row.idCliente },
      cuerpo: row.cuerpo,
      cuerpoBr: row.cuerpoBr,
    }
  );
}

/** A client's portfolio today and the generations it was read at (to store it with). */
export async function portfolioToStore(
  db: Queryable,
  idCliente: number,
  today: string,
): Promise<{ portfolio: Portfolio | undefined; gen: number; genGlobal: number }> {
  const row = await db.one<PortfolioRow & { gen: string | number; genGlobal: string | number }>(
    PORTFOLIO_A_GUARDAR,
    [idCliente, today],
  );
  return { portfolio: toPortfolio(row, today), gen: Number(row.gen), genGlobal: Number(row.genGlobal) };
}

/** Keeps a client's answer for `today` as computed at those generations (the newest write wins). */
export async function storePortfolio(
  db: Queryable,
  stored: {
    idCliente: number;
    today: string;
    gen: number;
    genGlobal: number;
    cuerpo: string;
    cuerpoBr: Uint8Array;
  },
): Promise<void> {
  const { idCliente, today, gen, genGlobal, cuerpo, cuerpoBr } = stored;
  await db.query(GUARDA_PORTFOLIO, [idCliente, today, gen, genGlobal, cuerpo, cuerpoBr]);
}

/** Coupons per policy that make it ineligible for another (SPEC §9: 3 coupons per policy). */
const MAX_CUPONES_POR_POLIZA = 3;

const flag = (b: boolean): Flag => (b ? 'S' : 'N');

/** The portfolio's lists of one kind, a list per line as the table of policy lines names them. */
const porLinea = <K extends keyof Portfolio>(entries: readonly (readonly [K, Portfolio[K]])[]) =>
  Object.fromEntries(entries) as Pick<Portfolio, K>;

function resumen(p: PolizaRow): PolizaResumen {
  return {
    idPoliza: p.idPoliza,
    numPoliza: p.numPoliza,
    riesgoAseguradoStr: p.riesgoAseguradoStr,
    producto: p.producto,
    fecEfecto: p.fecEfecto,
    fechaVto: p.fechaVto,
    tipoAutomovil: p.tipoAutomovil,
    uso: p.uso,
    enVigor: p.enVigor,
    solicitudBaja: p.solicitudBaja ?? null,
  };
}

function cupon(c: CuponRow): CuponAmigo {
  return {
    idCupon: c.idCupon,
    cupon: c.cupon,
    numPoliza: c.numPoliza,
    estado: c.estado,
    pendiente: c.estado === 'pendiente',
    activado: c.estado === 'activado',
    disponible: c.estado === 'disponible',
    asignado: c.estado === 'asignado',
    consumido: c.estado === 'consumido',
  };
}

/**
 * The client-wide portfolio (SPEC §3): lists per line, counters and the flags that drive the cards;
 * undefined when the client does not exist.
 */
export async function loadPortfolio(
  db: Queryable,
  idCliente: number,
  today: string,
): Promise<Portfolio | undefined> {
  return toPortfolio(await db.one<PortfolioRow>(PORTFOLIO, [idCliente, today]), today);
}

/** The answer built from PORTFOLIO's columns; undefined when the client does not exist. */
function toPortfolio(row: PortfolioRow, today: string): Portfolio | undefined {
  if (!row.cliente) return undefined;
  const cliente = toCliente(row.cliente, today);
  const { polizas, siniestros, recibos, cupones, sorteos } = row;
  const id = cliente.idCliente;

  const of = (ramo: Ramo) => polizas.filter((p) => p.ramo === ramo);
  const list = (ramo: Ramo) => of(ramo).map(resumen);
  const claims = (ramo: Ramo) => siniestros.filter((s) => s.ramo === ramo).map(({ ramo: _r, ...s }) => s);
  const forCupones = (ramo: Ramo) =>
    of(ramo)
      .filter((p) => p.cupones < MAX_CUPONES_POR_POLIZA)
      .map(resumen);
  const any = (pred: (p: PolizaRow) => boolean) => polizas.some(pred);

  const veh = of('VEH');
  const mov = of('MOV');
  const propias = polizas.filter((p) => !esDeSocio(p.ramo));
  const conSubsidio = polizas.filter((p) => p.tieneSubsidio);
  const decesosPremium = any((p) => p.esDecesosPremium);
  const tieneHogar = of('HOG').length > 0;
  // A draw's cards go to the clients who may take part: open, or finished and not held yet.
  const visibles = sorteos.filter((s) => s.puede && s.abierto).map((s) => s.codigo);
  const finalizados = sorteos.filter((s) => s.puede && s.pendienteCelebrar).map((s) => s.codigo);
  const sorteo = (codigo: string) => sorteos.find((s) => s.codigo === codigo);
  const freidora = sorteo('FREIDORA_AIRE');

  return {
    idCliente: id,
    cliente,
    ...porLinea(LINEAS_POLIZA.map((l) => [l.lista, list(l.ramo)] as const)),
    ...porLinea(LINEAS_CON_SINIESTROS.map((l) => [l.siniestros.lista, claims(l.ramo)] as const)),
    lstAllRecibosPtes: recibos,
    lstCodigosAmigo: cupones.map(cupon),
    ...porLinea(
      LINEAS_POLIZA.flatMap((l) => (l.listaCupones ? [[l.listaCupones, forCupones(l.ramo)] as const] : [])),
    ),
    totalPolizasVigorMMT: propias.length,
    cuantasPolizasConSubsidio: conSubsidio.length,
    polizasConSubsidioStr: conSubsidio.map((p) => p.numPoliza).join(', '),
    tienePolizaSaludHNA: flag(of(RAMO_SALUD_SOCIO).length > 0),
    tienePolizaSaludMMT: flag(of('SALUD_MMT').length > 0),
    tienePolizaMovilidadVMP: flag(mov.some((p) => p.esVmp === true)),
    tienePolizaMovilidadPersonal: flag(mov.some((p) => p.esPersonal === true)),
    tienePolizaMovilidad: flag(mov.length > 0),
    tienePolizaNegocio: flag(of('NEG').length > 0),
    tienePolizaAccidentes: flag(of('ACC').length > 0),
    tienePolizaMascotas: flag(of('MASC').length > 0),
    tienePolizaHogar: flag(tieneHogar),
    tienePolizaAuto: flag(veh.some((p) => p.tipoAutomovil !== 'MOTO')),
    tienePolizaAutos: flag(veh.some((p) => p.tipoAutomovil !== 'MOTO')),
    tienePolizaMoto: flag(veh.some((p) => p.tipoAutomovil === 'MOTO')),
    tienePolizaConAv: flag(any((p) => p.asistenciaViaje !== null)),
    tienePolizaConAsistenciaHogar: flag(of('HOG').some((p) => p.tieneAsistenciaDomiciliaria)),
    tienePolizaConAjt: flag(any((p) => p.tieneAjt)),
    tienePolizaConLunas: flag(any((p) => p.tieneLunas)),
    tienePolizasVigorMMT: propias.length > 0,
    tienePolizaDecesosPremium: decesosPremium,
    visiblePromocionDecesosPremium: decesosPremium && !row.tarjetaDecesosPremium,
    // Cross-sell promos go to direct clients only (SPEC §6).
    visiblePromocionHogar90: cliente.purezaPuroMMT && !tieneHogar,
    visiblePromocionFreidoraAire: visibles.includes('FREIDORA_AIRE'),
    visibleSorteoTv: visibles.includes('TV'),
    visibleAhorraConTuTaxi: veh.some((p) => p.uso === 'TAXI'),
    visibleFinSorteoFreidoraAire: finalizados.includes('FREIDORA_AIRE'),
    haParticipadoSorteoFreidoraAire: freidora?.participado ?? false,
    haParticipadoSorteoTv: sorteo('TV')?.participado ?? false,
    sorteosParticipados: sorteos.filter((s) => s.participado).map((s) => s.codigo),
    sorteosVisibles: visibles,
    sorteosFinalizadosVisibles: finalizados,
  };
}
