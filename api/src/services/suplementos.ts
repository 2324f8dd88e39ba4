import { randomUUID } from 'node:crypto';
import {
  Codigo,
  type ConfirmaSuplementoRequest,
  type OpcionesSuplemento,
  type PresupuestoSuplemento,
  type PresupuestoSuplementoRequest,
  type Suplemento,
} from '@area-cliente/shared/contract';
import {
  addDays,
  CAMBIOS_POR_RAMO,
  errorFechaEfecto,
  erroresConductor,
  erroresVehiculo,
  formatAmount,
  formatoMatricula,
  importeProrrata,
  MENSAJE_SUPLEMENTO,
  mismaMatricula,
  normalizaMatricula,
  normalizeDocumento,
  reciboImpagado,
  situacionPoliza,
  fraseCambio,
  textoSuplemento,
  VENTANA_EFECTO_DIAS,
  type CambioSuplemento,
  type TipoCambio,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { ApiError, notFound } from '../lib/errors';
import { suplementoPdf } from '../pdf/suplemento';
import type { EstadoTarificable } from '../providers/tarificador/types';
import { sinAvisosDeTriggers } from '../repositories/avisos';
import { registrarCambio } from '../repositories/historial-cambios';
import {
  altaConductor,
  bajaConductor,
  cambiarCobertura,
  cambiarPrima,
  cambiarVehiculo,
  insertDocumentoSuplemento,
  insertReciboSuplemento,
  insertSuplemento,
  liberarClave,
  nuevoNumeroSuplemento,
  polizaConMatricula,
  polizaParaSuplemento,
  reservarClave,
  suplementoDeDocumento,
  suplementoPorClave,
  type PolizaSuplemento,
  type SuplementoGuardado,
} from '../repositories/suplementos';
import { avisarPolizaModificada } from './avisos';
import { ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';
import { conSegundoFactor, factorConfirmacion } from './segundo-factor';

/*
 * 'Modificar la póliza': a change to a vehicle policy's drivers, vehicle or optional covers (a home
 * policy's covers), quoted by the insurer's rating (app.tarificador) and confirmed with the second
 * factor. The confirmation re-reads the policy under a lock inside its transaction and applies the
 * change, the premium, the receipt of what the days left cost, the supplement's document (whose
 * insert enqueues the 'new document' notice) and the history line together. Its idempotency key makes
 * any number of identical confirmations one change: the first holds the key (suplemento_claves) while
 * it works, the others wait for its answer and give it back.
 */

const SUPLEMENTO = {
  /** How long a confirmation waits for another one holding its key before giving up. */
  esperaClaveMs: 20_000,
  /** A key held longer than this was left by a request that died: the next one takes it over. */
  claveAbandonadaMs: 2 * 60_000,
} as const;

const MENSAJE_TARIFICADOR = {
  NO_DISPONIBLE: 'Ahora no podemos calcular el precio del cambio. Inténtalo de nuevo en unos minutos.',
  EN_CURSO: 'Estamos aplicando este cambio. Consulta tu póliza en unos segundos.',
} as const;

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);
const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the policy cannot be changed today, or null. */
function bloqueo(p: PolizaSuplemento, hoy: string): string | null {
  const situacion = situacionPoliza(p, hoy);
  if (situacion.clase === 'DESISTIDA') return MENSAJE_SUPLEMENTO.desistida(p.numPoliza);
  if (situacion.clase !== 'VIGENTE') return MENSAJE_SUPLEMENTO.terminada(p.numPoliza);
  if (p.solicitudBaja?.tipo === 'NO_RENOVAR') return MENSAJE_SUPLEMENTO.noRenovara(p.numPoliza);
  const impagado = p.recibosSinPagar.find((r) => reciboImpagado(r, hoy));
  if (impagado)
    return MENSAJE_SUPLEMENTO.reciboImpagado(impagado.numRecibo, impagado.importe, impagado.fecRecibo);
  if (p.primaAnual === null || !p.fechaVto) return MENSAJE_SUPLEMENTO.CAMBIO_NO_APLICA;
  return null;
}

/** A vehicle policy's changes need its vehicle's row. */
const cambiosDe = (p: PolizaSuplemento): readonly TipoCambio[] =>
  (CAMBIOS_POR_RAMO[p.ramo] ?? []).filter((c) => p.vehiculo || !CAMBIOS_DEL_VEHICULO.has(c));
const CAMBIOS_DEL_VEHICULO = new Set<TipoCambio>(['ALTA_CONDUCTOR', 'BAJA_CONDUCTOR', 'VEHICULO']);

/** The policy as the rating reads it. */
const estadoDe = (p: PolizaSuplemento): EstadoTarificable => ({
  vehiculo: p.vehiculo
    ? {
        tipo: p.vehiculo.tipo,
        marca: p.vehiculo.marca,
        modelo: p.vehiculo.modelo,
        version: p.vehiculo.version,
        uso: p.uso,
      }
    : null,
  conductores: p.conductores.map((c) => ({
    habitual: c.habitual,
    fecNacimiento: c.fecNacimiento,
    fecCarne: c.fecCarne,
  })),
  coberturas: p.coberturas.filter((c) => c.contratacion !== 'NO_CONTRATADA').map((c) => c.descripcion),
});

/** The first of a form's problems, as the API refuses it (the screen shows each beside its field). */
const primero = (errores: Partial<Record<string, string>>) => Object.values(errores).find(Boolean);

/**
 * The change checked against the policy as it is, tidied as it will be stored (the ID and plate
 * normalised), and the state it leads to. Refused with the rule's Spanish message.
 */
async function validarCambio(
  db: Queryable,
  idCliente: number,
  p: PolizaSuplemento,
  cambio: CambioSuplemento,
  efecto: string,
  hoy: string,
): Promise<{ cambio: CambioSuplemento; propuesto: EstadoTarificable }> {
  if (!cambiosDe(p).includes(cambio.tipo)) throw negocio(MENSAJE_SUPLEMENTO.CAMBIO_NO_APLICA);
  const actual = estadoDe(p);
  switch (cambio.tipo) {
    case 'ALTA_CONDUCTOR': {
      // Ages and licence years count on the day the driver is covered from.
      const error = primero(erroresConductor(cambio.conductor, p.vehiculo!.tipo, efecto));
      if (error) throw negocio(error);
      const numDoc = normalizeDocumento(cambio.conductor.numDoc);
      if (p.conductores.some((c) => c.numDoc && normalizeDocumento(c.numDoc) === numDoc))
        throw negocio(MENSAJE_SUPLEMENTO.CONDUCTOR_YA_ESTA);
      const conductor = { ...cambio.conductor, nombre: cambio.conductor.nombre.trim(), numDoc };
      return {
        cambio: { tipo: 'ALTA_CONDUCTOR', conductor },
        propuesto: {
          ...actual,
          conductores: [
            ...actual.conductores,
            { habitual: false, fecNacimiento: conductor.fecNacimiento, fecCarne: conductor.fecCarne },
          ],
        },
      };
    }
    case 'BAJA_CONDUCTOR': {
      const i = p.conductores.findIndex((c) => c.idConductor === cambio.idConductor);
      if (i < 0) throw negocio(MENSAJE_SUPLEMENTO.CONDUCTOR_DESCONOCIDO);
      if (p.conductores[i]!.habitual) throw negocio(MENSAJE_SUPLEMENTO.CONDUCTOR_PRINCIPAL);
      return { cambio, propuesto: { ...actual, conductores: actual.conductores.filter((_, j) => j !== i) } };
    }
    case 'VEHICULO': {
      const error = primero(erroresVehiculo(cambio.vehiculo));
      if (error) throw negocio(error);
      const matricula = formatoMatricula(cambio.vehiculo.matricula)!;
      if (mismaMatricula(matricula, p.vehiculo!.matricula)) throw negocio(MENSAJE_SUPLEMENTO.MISMO_VEHICULO);
      const otra = await polizaConMatricula(db, idCliente, normalizaMatricula(matricula), hoy);
      if (otra) throw negocio(MENSAJE_SUPLEMENTO.matriculaAsegurada(matricula, otra));
      const v = { ...cambio.vehiculo, matricula };
      return {
        cambio: { tipo: 'VEHICULO', vehiculo: v },
        propuesto: {
          ...actual,
          vehiculo: {
            tipo: p.vehiculo!.tipo,
            marca: v.marca,
            modelo: v.modelo,
            version: v.version,
            uso: v.uso,
          },
        },
      };
    }
    case 'ALTA_COBERTURA': {
      if (!p.coberturas.some((c) => c.descripcion === cambio.cobertura && c.contratacion === 'NO_CONTRATADA'))
        throw negocio(MENSAJE_SUPLEMENTO.COBERTURA_NO_CONTRATABLE);
      return { cambio, propuesto: { ...actual, coberturas: [...actual.coberturas, cambio.cobertura] } };
    }
    case 'BAJA_COBERTURA': {
      if (!p.coberturas.some((c) => c.descripcion === cambio.cobertura && c.contratacion === 'OPCIONAL'))
        throw negocio(MENSAJE_SUPLEMENTO.COBERTURA_NO_QUITABLE);
      return {
        cambio,
        propuesto: { ...actual, coberturas: actual.coberturas.filter((c) => c !== cambio.cobertura) },
      };
    }
  }
}

/** The caller's policy (another customer's answers 404, like a missing one). */
async function polizaDe(db: Queryable, caller: SessionCaller, idPoliza: number, bloquear = false) {
  const p = await polizaParaSuplemento(db, caller.idCliente, idPoliza, { bloquear });
  if (!p) throw notFound();
  return p;
}

/** What the policy allows to change today. */
async function opciones(app: AppParts, caller: SessionCaller, idPoliza: number): Promise<OpcionesSuplemento> {
  const hoy = isoDay(app.clock.now());
  const p = await polizaDe(app.db, caller, idPoliza);
  return {
    numPoliza: p.numPoliza,
    cambios: [...cambiosDe(p)],
    tipoVehiculo: p.vehiculo?.tipo ?? null,
    conductores: p.conductores.map(({ idConductor, nombre, habitual }) => ({
      idConductor,
      nombre,
      habitual,
    })),
    vehiculo: p.vehiculo && {
      marca: p.vehiculo.marca,
      modelo: p.vehiculo.modelo,
      matricula: p.vehiculo.matricula,
    },
    coberturasContratables: p.coberturas
      .filter((c) => c.contratacion === 'NO_CONTRATADA')
      .map((c) => c.descripcion),
    coberturasQuitables: p.coberturas.filter((c) => c.contratacion === 'OPCIONAL').map((c) => c.descripcion),
    primaAnual: p.primaAnual,
    desde: hoy,
    hasta: addDays(hoy, VENTANA_EFECTO_DIAS),
    bloqueo: bloqueo(p, hoy),
  };
}

interface Cotizacion extends PresupuestoSuplemento {
  cambioNormalizado: CambioSuplemento;
  propuesto: EstadoTarificable;
}

/** The quote of a change on the policy as `db` reads it. */
async function cotizar(
  app: AppParts,
  db: Queryable,
  caller: SessionCaller,
  p: PolizaSuplemento,
  body: PresupuestoSuplementoRequest,
  hoy: string,
  primaNueva?: number,
): Promise<Cotizacion> {
  const fecha = errorFechaEfecto(body.efecto, hoy);
  if (fecha) throw negocio(fecha);
  const motivo = bloqueo(p, hoy);
  if (motivo) throw negocio(motivo);
  const { cambio, propuesto } = await validarCambio(db, caller.idCliente, p, body.cambio, body.efecto, hoy);
  const primaActual = p.primaAnual!;
  const prima =
    primaNueva ??
    (await app.tarificador
      .primaAnual({
        numPoliza: p.numPoliza,
        ramo: p.ramo,
        producto: p.producto,
        efecto: body.efecto,
        primaActual,
        actual: estadoDe(p),
        propuesto,
      })
      .catch((err: unknown) => {
        caller.log.error({ provider: app.tarificador.name, err }, 'Rating failed');
        throw negocio(MENSAJE_TARIFICADOR.NO_DISPONIBLE);
      }));
  const { importe, diasRestantes } = importeProrrata({
    primaActual,
    primaNueva: prima,
    efecto: body.efecto,
    inicioAnualidad: p.fecEfecto,
    finAnualidad: p.fechaVto!,
  });
  const frase = fraseCambio(cambio, p);
  return {
    primaActual,
    primaNueva: prima,
    importe,
    diasRestantes,
    efecto: body.efecto,
    cambio: frase,
    texto: textoSuplemento({ cambio: frase, efecto: body.efecto, primaNueva: prima, importe }),
    cambioNormalizado: cambio,
    propuesto,
  };
}

async function presupuesto(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
  body: PresupuestoSuplementoRequest,
): Promise<PresupuestoSuplemento> {
  const hoy = isoDay(app.clock.now());
  const p = await polizaDe(app.db, caller, idPoliza);
  const { cambioNormalizado: _c, propuesto: _p, ...quote } = await cotizar(app, app.db, caller, p, body, hoy);
  return quote;
}

const respuesta = (s: SuplementoGuardado): Suplemento => ({
  numero: s.numero,
  primaNueva: s.primaNueva,
  importe: s.importe,
  efecto: s.efecto,
  texto: s.texto,
  recibo: s.recibo,
  idDocumento: s.idDocumento,
});

/** A confirmation already made with this key: its answer, or a refusal when the key was for another change. */
function yaHecho(previo: SuplementoGuardado, huella: string): Suplemento {
  if (previo.huella !== huella) throw negocio(MENSAJE_SUPLEMENTO.CLAVE_OTRO_CAMBIO);
  return respuesta(previo);
}

/**
 * Holds the confirmation key for this request. While another request holds it, waits: answers that
 * one's supplement once it is done, or takes the key when it ended without one.
 */
async function tomarClave(
  app: AppParts,
  idCliente: number,
  clave: string,
  huella: string,
): Promise<Suplemento | null> {
  const hasta = Date.now() + SUPLEMENTO.esperaClaveMs;
  for (;;) {
    const now = app.clock.now();
    const abandonada = new Date(now.getTime() - SUPLEMENTO.claveAbandonadaMs);
    if (await reservarClave(app.db, idCliente, clave, now, abandonada)) {
      // Read only once the key is ours: a holder commits its supplement before it frees the key, so
      // what this read finds is final (reading first, a holder could finish in between; 20 at once did).
      const hecho = await suplementoPorClave(app.db, idCliente, clave);
      if (!hecho) return null;
      await liberarClave(app.db, idCliente, clave);
      return yaHecho(hecho, huella);
    }
    if (Date.now() > hasta) throw negocio(MENSAJE_TARIFICADOR.EN_CURSO);
    await pausa(50);
  }
}

const linea = (texto: string) => (texto.length <= 300 ? texto : `${texto.slice(0, 299)}…`);

async function confirmar(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  idPoliza: number,
  body: ConfirmaSuplementoRequest,
): Promise<Suplemento> {
  const { idCliente, idSesion } = caller;
  const huella = sha256(JSON.stringify([idPoliza, body.cambio, body.efecto])).toString('hex');
  const previo = await tomarClave(app, idCliente, body.clave, huella);
  if (previo) return previo;
  try {
    const now = app.clock.now();
    const hoy = isoDay(now);
    // Priced before the transaction (the rating is a call outside); the transaction re-reads the policy
    // under its lock and refuses when what was priced is no longer what the change would apply to.
    const antes = await polizaDe(app.db, caller, idPoliza);
    const cotizado = await cotizar(app, app.db, caller, antes, body, hoy);
    const hecho = await conSegundoFactor(app, caller, token, 'suplemento', body, async (tx, factor) => {
      const p = await polizaDe(tx, caller, idPoliza, true);
      const q = await cotizar(app, tx, caller, p, body, hoy, cotizado.primaNueva);
      if (
        q.primaActual !== cotizado.primaActual ||
        JSON.stringify(q.propuesto) !== JSON.stringify(cotizado.propuesto)
      )
        throw negocio(MENSAJE_SUPLEMENTO.POLIZA_CAMBIADA);
      const cambio = q.cambioNormalizado;
      switch (cambio.tipo) {
        case 'ALTA_CONDUCTOR':
          await altaConductor(tx, idPoliza, cambio.conductor);
          break;
        case 'BAJA_CONDUCTOR':
          await bajaConductor(tx, idPoliza, cambio.idConductor);
          break;
        case 'VEHICULO':
          await cambiarVehiculo(tx, idPoliza, cambio.vehiculo);
          break;
        case 'ALTA_COBERTURA':
          await cambiarCobertura(tx, idPoliza, cambio.cobertura, 'OPCIONAL');
          break;
        case 'BAJA_COBERTURA':
          await cambiarCobertura(tx, idPoliza, cambio.cobertura, 'NO_CONTRATADA');
          break;
      }
      await cambiarPrima(tx, idPoliza, q.primaNueva);
      const numero = await nuevoNumeroSuplemento(tx);
      // A charge is a receipt due today, payable online; a refund goes back to the collection account.
      const recibo =
        q.importe > 0
          ? {
              numRecibo: `REC-${numero}`,
              idRecibo: await insertReciboSuplemento(tx, {
                idPoliza,
                numRecibo: `REC-${numero}`,
                fecha: hoy,
                importe: q.importe,
                periodicidad: p.periodicidad ?? 'ANUAL',
              }),
            }
          : null;
      // Its notice is the change's own (POLIZA_MODIFICADA, below), not a switchable 'documento nuevo'.
      const idDocumento = await sinAvisosDeTriggers(tx, () =>
        insertDocumentoSuplemento(tx, {
          idPoliza,
          uuid: randomUUID(),
          nombre: `Suplemento nº ${numero}`,
          efecto: q.efecto,
        }),
      );
      await insertSuplemento(tx, {
        numero,
        idPoliza,
        idCliente,
        idSesion,
        clave: body.clave,
        huella,
        tipo: cambio.tipo,
        cambio: q.cambio,
        texto: q.texto,
        efecto: q.efecto,
        primaAnterior: q.primaActual,
        primaNueva: q.primaNueva,
        importe: q.importe,
        idRecibo: recibo?.idRecibo ?? null,
        idDocumento,
        confirmadoCon: factorConfirmacion(factor),
        now,
      });
      const dinero =
        q.importe > 0
          ? ` Recibo ${recibo!.numRecibo} de ${formatAmount(q.importe)}.`
          : q.importe < 0
            ? ` Se te devolverán ${formatAmount(-q.importe)} en la cuenta de cobro.`
            : '';
      await registrarCambio(tx, {
        idCliente,
        idSesion,
        ip: caller.ip,
        tipo: 'SUPLEMENTO',
        descripcion: linea(`Póliza ${p.numPoliza}, suplemento ${numero}: ${q.cambio}${dinero}`),
        idPoliza,
        now,
      });
      await avisarPolizaModificada(tx, { idCliente, numPoliza: p.numPoliza, numSuplemento: numero, now });
      return {
        numero,
        huella,
        primaNueva: q.primaNueva,
        importe: q.importe,
        efecto: q.efecto,
        texto: q.texto,
        recibo,
        idDocumento,
      } satisfies SuplementoGuardado;
    });
    // The change enqueued its notice in the transaction: send it now.
    app.avisos.despertar();
    return respuesta(hecho);
  } finally {
    await liberarClave(app.db, idCliente, body.clave);
  }
}

/** A supplement's document, when the contract document asked for is one: its PDF (services/polizas.ts). */
export async function documentoSuplemento(
  app: AppParts,
  idDocumento: number,
  poliza: { numPoliza: string; producto: string; riesgoAseguradoStr: string | null },
): Promise<Fichero | undefined> {
  const s = await suplementoDeDocumento(app.db, idDocumento);
  if (!s) return undefined;
  const pdf = await app.pdf.render(suplementoPdf(s, poliza, app.clock.now()));
  return ficheroPdf(`Suplemento ${s.numero} ${poliza.numPoliza}.pdf`, pdf);
}

/** 'Modificar la póliza': the options, the quote, the confirmation, and the supplement's PDF. */
export function suplementosService(app: AppParts) {
  return {
    opciones: bound(app, opciones),
    presupuesto: bound(app, presupuesto),
    confirmar: bound(app, confirmar),
  };
}
