import { randomBytes } from 'node:crypto';
import {
  Codigo,
  type CallData,
  type CALLS,
  type CambiaCuentaCobroRequest,
  type Mandato,
  type OrdenCuentaCobroRequest,
} from '@area-cliente/shared/contract';
import {
  bancoDeIban,
  madridIso,
  mandatoSepa,
  maskIban,
  normalizeIban,
  validateIban,
} from '@area-cliente/shared/domain';
import { ApiError, badRequest } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { referenciaSesion } from '../lib/pin-sesion';
import { mandatoSepaPdf, nombreFicheroMandato } from '../pdf/mandato-sepa';
import { polizasDelCambio } from './cliente-cambios';
import {
  bloquearCliente,
  cambiarCuentaCobro,
  insertMandato,
  mandatoDe,
  mandatosDe,
  nombreDeudor,
  polizasConOtraCuenta,
  type MandatoSepa,
} from '../repositories/cuenta-cobro';
import { registrarCambio } from '../repositories/historial-cambios';
import { avisarCambioDatos } from './avisos';
import { ficheroPdf, type Fichero } from './descargas';
import { take } from '../repositories/limites';
import {
  conSegundoFactor,
  enviarPin,
  factorConfirmacion,
  MENSAJE_SEGUNDO_FACTOR,
  SEGUNDO_FACTOR,
} from './segundo-factor';
import type { SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';

/*
 * Change of the collection account. A classic fraud path (a stolen session redirects the
 * premiums), so: confirmed with a second factor (segundo-factor.ts, never the password alone), at most a
 * few changes a day, and a security notice (the queue's CAMBIO_DATOS, e-mail and SMS, always sent)
 * telling what changed and what to do if it was not the customer. The change, the receipts it moves, the mandate and the history line land in one
 * transaction that locks the customer's row, so repeated requests never change twice.
 */

const MINUTE = 60_000;

export const CUENTA_COBRO = {
  /** Changes per customer and day (counted in the database). */
  cambiosPorDia: 3,
} as const;

export const MENSAJE_CUENTA_COBRO = {
  MISMA_CUENTA: 'Esa cuenta ya es la cuenta de cobro de las pólizas que has elegido',
  DEMASIADOS_CAMBIOS: 'Has cambiado la cuenta de cobro demasiadas veces hoy. Inténtalo de nuevo mañana.',
} as const;

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

/** Unique mandate reference: 'AC', the day and 10 random hexadecimal characters. */
const nuevaReferencia = (now: Date) =>
  `AC${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

const mandatoVisible = (m: MandatoSepa): Mandato => ({
  referencia: m.referencia,
  iban: maskIban(m.iban) ?? '',
  banco: bancoDeIban(m.iban)?.nombre ?? null,
  // As every instant the API sends: Madrid wall-clock time with its offset.
  fecha: madridIso(m.firmadoAt),
});

/** The account change's PIN in the shape remotes built before CALLS.pinSegundoFactor read. */
async function pinCuentaCobro(
  app: AppParts,
  caller: SessionCaller,
  token: string,
): Promise<CallData<typeof CALLS.pinCuentaCobro>> {
  const { telefonoEnmascarado } = await enviarPin(app, caller, token, { accion: 'cuenta-cobro' });
  return { telefono: telefonoEnmascarado, caducaEnSegundos: SEGUNDO_FACTOR.pinTtlMs / 1000 };
}

/** The new account, checked as the change checks it, and the caller's policies it would apply to. */
async function cuentaYPolizas(app: AppParts, caller: SessionCaller, body: OrdenCuentaCobroRequest) {
  const problema = validateIban(body.iban);
  if (problema) throw negocio(problema);
  const polizas = await polizasDelCambio(app, caller, body.polizas);
  // An account change moves at least one policy's charges.
  if (polizas.length === 0) throw badRequest();
  return { iban: normalizeIban(body.iban), polizas };
}

/**
 * The mandate the change would sign, in full, before the customer confirms it: the same text the
 * signed copy prints (shared/src/domain/mandato-sepa.ts) but for the reference, assigned on signing.
 */
async function ordenCuentaCobro(
  app: AppParts,
  caller: SessionCaller,
  body: OrdenCuentaCobroRequest,
): Promise<CallData<typeof CALLS.ordenCuentaCobro>> {
  const { idCliente } = caller;
  const { iban, polizas } = await cuentaYPolizas(app, caller, body);
  const cambian = await polizasConOtraCuenta(app.db, idCliente, polizas, iban);
  if (cambian.length === 0) throw negocio(MENSAJE_CUENTA_COBRO.MISMA_CUENTA);
  const { sepa } = app.config;
  return {
    orden: mandatoSepa({
      acreedor: { identificador: sepa.creditorId, nombre: sepa.creditorName },
      nombreDeudor: await nombreDeudor(app.db, idCliente),
      iban,
      bic: bancoDeIban(iban)?.bic ?? null,
      polizas: cambian.map((p) => p.numPoliza).join(', '),
      referencia: null,
      fecha: app.clock.now(),
    }),
  };
}

async function cambiaCuentaCobro(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  body: CambiaCuentaCobroRequest,
): Promise<CallData<typeof CALLS.cambiaCuentaCobro>> {
  const { idCliente, idSesion } = caller;
  const { iban, polizas } = await cuentaYPolizas(app, caller, body);
  const now = app.clock.now();
  const banco = bancoDeIban(iban);
  const hecho = await conSegundoFactor(app, caller, token, 'cuenta-cobro', body, async (tx, factor) => {
    // Concurrent changes of one customer queue here; each then sees what the previous one did.
    const cliente = await bloquearCliente(tx, idCliente);
    if (!cliente.telefono) throw negocio(MENSAJE_SEGUNDO_FACTOR.SIN_TELEFONO);
    const cambian = await polizasConOtraCuenta(tx, idCliente, polizas, iban);
    if (cambian.length === 0) throw negocio(MENSAJE_CUENTA_COBRO.MISMA_CUENTA);
    // Counted inside the transaction: a refused or failed change gives its unit back.
    const cupo = await take(
      tx,
      `cambio-cuenta-cobro:${idCliente}`,
      { max: CUENTA_COBRO.cambiosPorDia, windowMs: 24 * 60 * MINUTE },
      now,
    );
    if (!cupo.allowed) throw negocio(MENSAJE_CUENTA_COBRO.DEMASIADOS_CAMBIOS);
    const ids = cambian.map((p) => p.idPoliza);
    const recibosMovidos = await cambiarCuentaCobro(tx, idCliente, ids, {
      iban,
      entidad: iban.slice(4, 8),
      oficina: iban.slice(8, 12),
    });
    const mandato: MandatoSepa = {
      referencia: nuevaReferencia(now),
      nombreDeudor: cliente.nombre,
      iban,
      bic: banco?.bic ?? null,
      polizas: cambian.map((p) => p.numPoliza).join(', '),
      firmadoCon: factorConfirmacion(factor),
      referenciaSesion: referenciaSesion(token),
      firmadoAt: now,
    };
    await insertMandato(tx, { ...mandato, idCliente, idSesion });
    const cuantas = cambian.length === 1 ? 'la póliza' : `${cambian.length} pólizas`;
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'IBAN',
      descripcion: `Cuenta de cobro de ${cuantas} cambiada a ${maskIban(iban)}`,
      ...(cambian.length === 1 && cambian[0] ? { idPoliza: cambian[0].idPoliza } : {}),
      now,
    });
    await avisarCambioDatos(tx, { idCliente, idSesion, tipo: 'IBAN', now });
    return { mandato, recibosMovidos };
  });
  app.avisos.despertar();
  securityEvent(caller, 'bank_account.changed', { idCliente });
  return { mandato: mandatoVisible(hecho.mandato), recibosMovidos: hecho.recibosMovidos };
}

/** The caller's signed mandates for 'Mis datos'. */
async function mandatosSepa(
  app: AppParts,
  caller: SessionCaller,
): Promise<CallData<typeof CALLS.mandatosSepa>> {
  const { idCliente } = caller;
  return { mandatos: (await mandatosDe(app.db, idCliente)).map(mandatoVisible) };
}

/** One of the customer's signed mandates as a PDF. */
async function mandatoImpreso(
  app: AppParts,
  idCliente: number,
  referencia: string,
): Promise<Fichero | undefined> {
  const mandato = await mandatoDe(app.db, idCliente, referencia);
  if (!mandato) return undefined;
  const pdf = await app.pdf.render(mandatoSepaPdf(mandato, app.config.sepa, app.clock.now()));
  return ficheroPdf(nombreFicheroMandato(mandato), pdf);
}

/** The collection account of the customer's policies and the SEPA mandates. */
export function cuentaCobroService(app: AppParts) {
  return {
    pin: bound(app, pinCuentaCobro),
    orden: bound(app, ordenCuentaCobro),
    cambiar: bound(app, cambiaCuentaCobro),
    mandatos: bound(app, mandatosSepa),
    /** For the download, by token: no caller. */
    mandatoImpreso: bound(app, mandatoImpreso),
  };
}
