import type {
  Cliente,
  CuponAmigo,
  CuponAmigoEstado,
  Flag,
  PolizaResumen,
  Portfolio,
  ReciboResumen,
  SiniestroResumen,
} from '@area-cliente/shared/contract';
import type { Queryable } from '../db';
import { RIESGO_ASEGURADO_JOINS, RIESGO_ASEGURADO_SQL } from './riesgo-asegurado-sql';

type Ramo = 'VEH' | 'HOG' | 'DEC' | 'SALUD_HNA' | 'SALUD_MMT' | 'MOV' | 'NEG' | 'ACC' | 'MASC';

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

// In-force policies with the label of their insured risk, built per line.
const POLIZAS_SQL = `
  SELECT p.id_poliza AS "idPoliza", p.num_poliza AS "numPoliza", p.ramo, p.producto, p.uso,
         p.fec_efecto AS "fecEfecto", p.fecha_vto AS "fechaVto", (p.estado = 'VIGOR') AS "enVigor",
         v.tipo_automovil AS "tipoAutomovil",
         ${RIESGO_ASEGURADO_SQL},
         p.asistencia_viaje AS "asistenciaViaje", p.tiene_ajt AS "tieneAjt",
         p.tiene_subsidio_paralizacion AS "tieneSubsidio", p.tiene_lunas AS "tieneLunas",
         p.tiene_asistencia_domiciliaria AS "tieneAsistenciaDomiciliaria",
         p.es_decesos_premium AS "esDecesosPremium",
         m.es_proyecto_vmp AS "esVmp", m.es_proyecto_movilidad_personal AS "esPersonal",
         (SELECT count(*)::int FROM cupones_amigo c WHERE c.id_poliza = p.id_poliza) AS cupones
    FROM polizas p
${RIESGO_ASEGURADO_JOINS}
   WHERE p.id_cliente = $1 AND p.estado = 'VIGOR'
   ORDER BY p.ramo, p.fec_efecto DESC, p.id_poliza`;

const SINIESTROS_SQL = `
  SELECT s.num_siniestro AS "numSiniestro", p.num_poliza AS "numPoliza", p.ramo, s.estado, s.titulo,
         s.subtitulo, s.fec_ocurrencia AS "fecOcurrencia"
    FROM siniestros s JOIN polizas p USING (id_poliza)
   WHERE p.id_cliente = $1
   ORDER BY s.fec_ocurrencia DESC, s.num_siniestro`;

// Receipts due by today and not paid; future ones are listed on the policy, not here.
const RECIBOS_PTES_SQL = `
  SELECT r.id_recibo AS "idRecibo", p.num_poliza AS "numPoliza",
         p.producto || ' - ' || p.num_poliza AS titulo, r.fec_recibo AS "fecRecibo",
         r.importe_neto AS "importeNeto", r.estado, r.pagable,
         (r.pagable AND r.fec_recibo < $2::date) AS pendiente
    FROM recibos r JOIN polizas p USING (id_poliza)
   WHERE p.id_cliente = $1 AND r.estado IN ('PENDIENTE', 'DEVUELTO') AND r.fec_recibo <= $2::date
   ORDER BY r.fec_recibo, r.id_recibo`;

const CUPONES_SQL = `
  SELECT c.id_cupon AS "idCupon", c.cupon, p.num_poliza AS "numPoliza", c.estado
    FROM cupones_amigo c LEFT JOIN polizas p USING (id_poliza)
   WHERE c.id_cliente = $1
   ORDER BY c.created_at, c.id_cupon`;

const SORTEOS_SQL = `
  SELECT s.codigo, s.fecha_inicio <= $2::date AND $2::date <= s.fecha_fin AS abierto,
         s.fecha_fin < $2::date AND $2::date <= s.fecha_celebracion AS "pendienteCelebrar",
         EXISTS (SELECT 1 FROM sorteo_participaciones x
                  WHERE x.id_sorteo = s.id_sorteo AND x.id_cliente = $1) AS participado
    FROM sorteos s`;

/** Coupons per policy that make it ineligible for another (SPEC §9: 3 coupons per policy). */
const MAX_CUPONES_POR_POLIZA = 3;

const flag = (b: boolean): Flag => (b ? 'S' : 'N');

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
  };
}

function cupon(c: {
  idCupon: number;
  cupon: string;
  numPoliza: string | null;
  estado: CuponAmigoEstado;
}): CuponAmigo {
  return {
    ...c,
    pendiente: c.estado === 'pendiente',
    activado: c.estado === 'activado',
    disponible: c.estado === 'disponible',
    asignado: c.estado === 'asignado',
    consumido: c.estado === 'consumido',
  };
}

/** The client-wide portfolio (SPEC §3): lists per line, counters and the flags that drive the cards. */
export async function loadPortfolio(db: Queryable, cliente: Cliente, today: string): Promise<Portfolio> {
  const id = cliente.idCliente;
  const [polizas, siniestros, recibos, cupones, sorteos, tarjeta] = await Promise.all([
    db.query<PolizaRow>(POLIZAS_SQL, [id]),
    db.query<SiniestroResumen & { ramo: Ramo }>(SINIESTROS_SQL, [id]),
    db.query<ReciboResumen>(RECIBOS_PTES_SQL, [id, today]),
    db.query<{ idCupon: number; cupon: string; numPoliza: string | null; estado: CuponAmigoEstado }>(
      CUPONES_SQL,
      [id],
    ),
    db.query<{ codigo: string; abierto: boolean; pendienteCelebrar: boolean; participado: boolean }>(
      SORTEOS_SQL,
      [id, today],
    ),
    db.maybe('SELECT 1 FROM tarjetas_decesos_premium WHERE id_cliente = $1', [id]),
  ]);

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
  const propias = polizas.filter((p) => p.ramo !== 'SALUD_HNA');
  const conSubsidio = polizas.filter((p) => p.tieneSubsidio);
  const decesosPremium = any((p) => p.esDecesosPremium);
  const tieneHogar = of('HOG').length > 0;
  const sorteo = (codigo: string) => sorteos.find((s) => s.codigo === codigo);
  const freidora = sorteo('FREIDORA_AIRE');

  return {
    idCliente: id,
    cliente,
    lstPolizasVeh: list('VEH'),
    lstPolizasHogar: list('HOG'),
    lstPolizasDec: list('DEC'),
    lstPolizasSaludHNA: list('SALUD_HNA'),
    lstPolizasSaludMMT: list('SALUD_MMT'),
    lstPolizasMovilidad: list('MOV'),
    lstPolizasNegocio: list('NEG'),
    lstPolizasAccidentes: list('ACC'),
    lstPolizasMascotas: list('MASC'),
    lstSiniestrosVeh: claims('VEH'),
    lstSiniestrosHog: claims('HOG'),
    lstSiniestrosMov: claims('MOV'),
    lstSiniestrosNeg: claims('NEG'),
    lstSiniestrosAcc: claims('ACC'),
    lstSiniestrosMasc: claims('MASC'),
    lstAllRecibosPtes: recibos,
    lstCodigosAmigo: cupones.map(cupon),
    lstPolizasVehForCupones: forCupones('VEH'),
    lstPolizasHogarForCupones: forCupones('HOG'),
    lstPolizasMovilidadForCupones: forCupones('MOV'),
    totalPolizasVigorMMT: propias.length,
    cuantasPolizasConSubsidio: conSubsidio.length,
    polizasConSubsidioStr: conSubsidio.map((p) => p.numPoliza).join(', '),
    tienePolizaSaludHNA: flag(of('SALUD_HNA').length > 0),
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
    visiblePromocionDecesosPremium: decesosPremium && !tarjeta,
    // Cross-sell promos go to direct clients only (SPEC §6).
    visiblePromocionHogar90: cliente.purezaPuroMMT && !tieneHogar,
    visiblePromocionFreidoraAire: cliente.purezaPuroMMT && (freidora?.abierto ?? false),
    visibleSorteoTv: cliente.purezaPuroMMT && (sorteo('TV')?.abierto ?? false),
    visibleAhorraConTuTaxi: veh.some((p) => p.uso === 'TAXI'),
    visibleFinSorteoFreidoraAire: freidora?.pendienteCelebrar ?? false,
    haParticipadoSorteoFreidoraAire: freidora?.participado ?? false,
    haParticipadoSorteoTv: sorteo('TV')?.participado ?? false,
  };
}
