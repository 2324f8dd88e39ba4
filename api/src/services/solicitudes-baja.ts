import { Codigo, type RenovacionPoliza, type SolicitudBaja } from '@area-cliente/shared/contract';
import {
  esDeSocio,
  formatDate,
  noRenovarDeshacible,
  plazoDesistimiento,
  plazoNoRenovar,
  polizaGestionable,
  situacionPoliza,
  type SituacionPoliza,
  type TipoSolicitudBaja,
} from '@area-cliente/shared/domain';
import { randomBytes } from 'node:crypto';
import { isoDay } from '../lib/clock';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { justificanteBajaPdf, nombreFicheroJustificante } from '../pdf/justificante-baja';
import { registrarCambio } from '../repositories/historial-cambios';
import { take } from '../repositories/limites';
import {
  borrarNoRenovar,
  findPolizaBaja,
  guardarSolicitudBaja,
  type PolizaBaja,
  type SolicitudBajaRow,
} from '../repositories/solicitudes-baja';
import { conSegundoFactor, factorConfirmacion } from './segundo-factor';
import { reautenticar } from './sesiones';
import type { SessionCaller } from '../lib/caller';
import { ficheroPdf, type Fichero } from './descargas';
import { bound, type AppParts } from './parts';

/*
 * Opposing a policy's renewal (Ley 50/1980 art. 22), keeping it after all, and withdrawing
 * from a distance contract (Ley 22/2007 art. 10). Stopping the renewal and withdrawing end the cover,
 * so they are confirmed with a second factor (segundo-factor.ts, never the password alone); keeping the
 * renewal, with the current password. Each is written once however many times it is sent (one row per
 * policy, see guardarSolicitudBaja), recorded in the customer's history in the same transaction and
 * logged as a security event.
 *
 * A withdrawal cannot be taken back: it is a notice that ends the contract when it reaches the insurer
 * (Ley 22/2007 art. 10 gives a right to withdraw, not to revoke the withdrawal); a customer who changes
 * their mind takes out the policy again. Opposition to the renewal can be taken back until the expiry
 * date, when it takes effect.
 */

export const MENSAJE_BAJA = {
  NO_EN_VIGOR: 'Esta póliza ya no está en vigor.',
  SOCIO:
    'Esta póliza la gestiona nuestra entidad colaboradora de salud: pide la baja desde su área de clientes.',
  SIN_RENOVACION: 'Esta póliza no tiene una renovación que puedas parar.',
  FUERA_DE_PLAZO: (ultimoDia: string) =>
    `Ya no puedes oponerte a la renovación desde aquí: el último día era el ${formatDate(ultimoDia)}, un mes antes del vencimiento. Llámanos y te ayudamos.`,
  SIN_DESISTIMIENTO:
    'Esta póliza no admite desistimiento: solo los contratos hechos a distancia, en los 14 días naturales siguientes a su contratación.',
  YA_DESISTIDA: 'Ya has solicitado el desistimiento de esta póliza.',
  YA_VENCIDA: 'La póliza ya ha vencido: ya no puedes mantener su renovación.',
} as const;

/** Requests of this kind per customer and hour, counted in the database (limites). */
const SOLICITUDES_POR_HORA = { max: 30, windowMs: 60 * 60_000 };

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'NR-' or 'DS-' and 10 random characters without look-alikes (0/O, 1/I): read over the phone. */
function nuevaReferencia(tipo: TipoSolicitudBaja): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const b of bytes) code += ALFABETO[b % ALFABETO.length];
  return `${tipo === 'NO_RENOVAR' ? 'NR' : 'DS'}-${code}`;
}

const hoy = (app: AppParts) => isoDay(app.clock.now());

/** The caller's policy; a missing one and another customer's answer alike. */
async function polizaDelCliente(app: AppParts, caller: SessionCaller, idPoliza: number): Promise<PolizaBaja> {
  const { idCliente } = caller;
  const poliza = await findPolizaBaja(app.db, idCliente, idPoliza);
  if (!poliza) {
    securityEvent(caller, 'access.not_found', { idCliente });
    throw notFound();
  }
  return poliza;
}

const negocio = (mensaje: string) => new ApiError(Codigo.ERROR_NEGOCIO, mensaje);

/** Where the policy stands today (the kernel's one rule): withdrawn, cancelled, expired or current. */
const situacionDe = (p: PolizaBaja, dia: string): SituacionPoliza =>
  situacionPoliza(
    { estado: p.estado, fechaVto: p.fechaVto, fecAnulacion: p.fecAnulacion, solicitudBaja: p.solicitud },
    dia,
  );

function solicitudDto(s: SolicitudBajaRow, fechaVto: string | null, dia: string): SolicitudBaja {
  return {
    tipo: s.tipo,
    fecha: s.fecha,
    referencia: s.referencia,
    solicitadaEl: s.creadaEl,
    deshacible: s.tipo === 'NO_RENOVAR' && fechaVto !== null && noRenovarDeshacible(fechaVto, dia),
  };
}

/** GET renovacion: what the customer may do on the policy today (Madrid), and what they asked. */
async function renovacionPoliza(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
): Promise<RenovacionPoliza> {
  const p = await polizaDelCliente(app, caller, idPoliza);
  const dia = hoy(app);
  // Neither is offered on a policy that has ended (withdrawn, cancelled, expired) nor on the partner's.
  const gestionable = polizaGestionable(p.ramo, situacionDe(p, dia));
  const noRenovar = plazoNoRenovar(p.fechaVto, dia);
  const desistimiento = plazoDesistimiento(p.contratadaDistancia, p.fecContratacion, dia);
  return {
    idPoliza: p.idPoliza,
    fechaVto: p.fechaVto,
    noRenovar: {
      permitido: gestionable && p.solicitud === null && noRenovar.permitido,
      ultimoDia: gestionable && 'ultimoDia' in noRenovar ? noRenovar.ultimoDia : null,
    },
    desistimiento: {
      permitido: gestionable && desistimiento.permitido,
      ultimoDia: gestionable ? desistimiento.ultimoDia : null,
    },
    solicitud: p.solicitud && solicitudDto(p.solicitud, p.fechaVto, dia),
  };
}

/** Why the request cannot be made today, or null. */
function impedimento(p: PolizaBaja, tipo: TipoSolicitudBaja, dia: string): string | null {
  const situacion = situacionDe(p, dia);
  if (situacion.clase === 'ANULADA' || situacion.clase === 'VENCIDA') return MENSAJE_BAJA.NO_EN_VIGOR;
  if (esDeSocio(p.ramo)) return MENSAJE_BAJA.SOCIO;
  if (situacion.clase === 'DESISTIDA') return MENSAJE_BAJA.YA_DESISTIDA;
  if (tipo === 'DESISTIMIENTO') {
    return plazoDesistimiento(p.contratadaDistancia, p.fecContratacion, dia).permitido
      ? null
      : MENSAJE_BAJA.SIN_DESISTIMIENTO;
  }
  const plazo = plazoNoRenovar(p.fechaVto, dia);
  if (plazo.permitido) return null;
  return plazo.motivo === 'FUERA_DE_PLAZO'
    ? MENSAJE_BAJA.FUERA_DE_PLAZO(plazo.ultimoDia)
    : MENSAJE_BAJA.SIN_RENOVACION;
}

/** Counts the request against the customer's budget before the password or PIN is checked. */
async function limitar(app: AppParts, caller: SessionCaller, idCliente: number): Promise<void> {
  const turno = await take(app.db, `solicitud-baja:${idCliente}`, SOLICITUDES_POR_HORA, app.clock.now());
  if (!turno.allowed) {
    securityEvent(caller, 'limit.exceeded', { limite: 'solicitud-baja', idCliente });
    throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
  }
}

const DESCRIPCION = {
  NO_RENOVAR: (p: PolizaBaja) =>
    `Oposición a la renovación de la póliza ${p.numPoliza}: termina el ${formatDate(p.fechaVto)}`,
  DESISTIMIENTO: (p: PolizaBaja) => `Desistimiento de la póliza ${p.numPoliza}`,
} as const;

/**
 * POST noRenovar / desistimiento, confirmed with the PIN asked for 'no-renovar' or 'desistimiento'.
 * The PIN is spent once: the same request sent again (a double click) is refused and changes nothing.
 */
async function solicitarBaja(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  idPoliza: number,
  tipo: TipoSolicitudBaja,
  body: Parameters<typeof conSegundoFactor>[4],
): Promise<SolicitudBaja> {
  const p = await polizaDelCliente(app, caller, idPoliza);
  const dia = hoy(app);
  if (p.solicitud?.tipo !== tipo) {
    const motivo = impedimento(p, tipo, dia);
    if (motivo) throw negocio(motivo);
  }
  await limitar(app, caller, caller.idCliente);
  const now = app.clock.now();
  const accion = tipo === 'NO_RENOVAR' ? 'no-renovar' : 'desistimiento';
  const nueva = await conSegundoFactor(app, caller, token, accion, body, async (tx, factor) => {
    const escrita = await guardarSolicitudBaja(tx, {
      idPoliza,
      tipo,
      // Opposing the renewal takes effect on the expiry date; a withdrawal, the day it is sent.
      fecha: tipo === 'NO_RENOVAR' ? (p.fechaVto ?? dia) : dia,
      referencia: nuevaReferencia(tipo),
      confirmadaCon: factorConfirmacion(factor),
      now,
    });
    if (escrita) {
      await registrarCambio(tx, {
        idCliente: caller.idCliente,
        idSesion: caller.idSesion,
        ip: caller.ip,
        tipo,
        descripcion: DESCRIPCION[tipo](p),
        idPoliza,
        now,
      });
    }
    return escrita;
  });
  if (nueva) {
    securityEvent(caller, tipo === 'NO_RENOVAR' ? 'policy.renewal_opposed' : 'policy.withdrawn', {
      idCliente: caller.idCliente,
    });
  }
  const actual = await findPolizaBaja(app.db, caller.idCliente, idPoliza);
  if (actual?.solicitud?.tipo !== tipo) throw negocio(MENSAJE_BAJA.YA_DESISTIDA);
  return solicitudDto(actual.solicitud, actual.fechaVto, dia);
}

/** POST mantenerRenovacion: takes back the opposition; sent again, it answers OK and changes nothing. */
async function mantenerRenovacion(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
  passwordActual: string | undefined,
): Promise<null> {
  const p = await polizaDelCliente(app, caller, idPoliza);
  if (p.solicitud === null) return null;
  if (p.solicitud.tipo !== 'NO_RENOVAR') throw negocio(MENSAJE_BAJA.YA_DESISTIDA);
  if (p.fechaVto === null || !noRenovarDeshacible(p.fechaVto, hoy(app))) {
    throw negocio(MENSAJE_BAJA.YA_VENCIDA);
  }
  await limitar(app, caller, caller.idCliente);
  await reautenticar(app, caller, caller.idCliente, passwordActual);
  const now = app.clock.now();
  const borrada = await app.db.transaction(async (tx) => {
    const hecho = await borrarNoRenovar(tx, idPoliza);
    if (hecho) {
      await registrarCambio(tx, {
        idCliente: caller.idCliente,
        idSesion: caller.idSesion,
        ip: caller.ip,
        tipo: 'RENOVAR',
        descripcion: `Renovación mantenida de la póliza ${p.numPoliza}`,
        idPoliza,
        now,
      });
    }
    return hecho;
  });
  if (borrada) securityEvent(caller, 'policy.renewal_kept', { idCliente: caller.idCliente });
  return null;
}

/** The receipt of the non-renewal or withdrawal the customer asked for on their policy, as a PDF. */
async function justificante(
  app: AppParts,
  idCliente: number,
  idPoliza: number,
): Promise<Fichero | undefined> {
  const poliza = await findPolizaBaja(app.db, idCliente, idPoliza);
  if (!poliza?.solicitud) return undefined;
  const now = app.clock.now();
  const pdf = await app.pdf.render(justificanteBajaPdf(poliza, poliza.solicitud, now, isoDay(now)));
  return ficheroPdf(nombreFicheroJustificante(poliza, poliza.solicitud), pdf);
}

/** Oppose a policy's renewal, keep it, or withdraw from a contract; the receipt of the request. */
export function solicitudesBajaService(app: AppParts) {
  return {
    renovacion: bound(app, renovacionPoliza),
    solicitarBaja: bound(app, solicitarBaja),
    mantenerRenovacion: bound(app, mantenerRenovacion),
    /** For the download, by token: no caller. */
    justificante: bound(app, justificante),
  };
}
