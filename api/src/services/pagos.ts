import { randomBytes } from 'node:crypto';
import { Codigo, type PagoUrl, type ReciboDetalle } from '@area-cliente/shared/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { toCentimos } from '@area-cliente/shared/domain';
import { take } from '../repositories/limites';
import { applyNotification, openPago, type NotificationOutcome } from '../repositories/recibos-pagos';
import { limitFailures } from '../lib/limits';

export const RECIBO_YA_PAGADO = 'Este recibo ya está pagado.';
export const RECIBO_NO_PAGABLE = 'Este recibo no se puede pagar en línea.';
const FIRMA_NO_VALIDA = 'Firma no válida';
/** Answers to the gateway for notifications that settle nothing. */
const REFUSED: Partial<Record<NotificationOutcome, string>> = {
  IMPORTE_INCORRECTO: 'El importe no coincide con el del recibo',
  YA_CERRADO: 'El pago ya estaba cerrado',
  NO_PAGABLE: 'El recibo no admite este pago',
};

/** How long the gateway accepts a payment request, and how many attempts a receipt gets per hour. */
const PAGO_VALIDEZ_MS = 30 * 60_000;
const PAGOS_POR_RECIBO = { max: 10, windowMs: 3_600_000 };
/** Badly signed notifications per IP and minute before answering 429. */
const MAX_FIRMAS_NO_VALIDAS = 20;

/** Reference of one payment attempt: 12 characters A-Z0-9 (what card gateways accept as an order). */
function newReferencia(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps the draw uniform.
  let out = '';
  while (out.length < 12) {
    for (const byte of randomBytes(16)) if (byte < 252 && out.length < 12) out += alphabet[byte % 36];
  }
  return out;
}

/**
 * Opens the payment attempt of the caller's receipt and answers the gateway URL: the receipt must be
 * unpaid and payable, and it gets at most PAGOS_POR_RECIBO attempts an hour. Only the newest attempt
 * can be paid: it supersedes the one open before it.
 */
export async function iniciarPago(request: FastifyRequest, recibo: ReciboDetalle): Promise<PagoUrl> {
  const app = request.server;
  if (recibo.estado === 'COBRADO') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_YA_PAGADO);
  if (!recibo.pagable) throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_NO_PAGABLE);

  const now = app.clock.now();
  // Reserved before the attempt is created: concurrent clicks cannot open more than the limit.
  const intento = await take(app.db, `pago-recibo:${recibo.idRecibo}`, PAGOS_POR_RECIBO, now);
  if (!intento.allowed) {
    securityEvent(request, 'limit.exceeded', {
      limite: 'pago-recibo',
      idCliente: request.session?.idCliente,
    });
    throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
  }
  const referencia = newReferencia();
  const opened = await openPago(app.db, {
    idRecibo: recibo.idRecibo,
    referencia,
    importe: recibo.importeNeto,
    now,
  });
  // Paid or closed between the read and the lock (another tab, a notification).
  if (opened === 'COBRADO') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_YA_PAGADO);
  if (opened === 'NO_PAGABLE') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_NO_PAGABLE);
  // The signed-message protocol has no call to withdraw a request: a superseded link stays open at
  // a real gateway until it expires, and its notification is refused (YA_CERRADO, logged for refund).
  request.log.info(
    { idRecibo: recibo.idRecibo, referencia, superseded: opened.superseded },
    'Payment started',
  );
  const url = app.payment.paymentUrl(
    {
      referencia,
      importeCentimos: toCentimos(recibo.importeNeto),
      concepto: `Recibo ${recibo.idRecibo} · ${recibo.titulo}`.slice(0, 200),
      caduca: now.getTime() + PAGO_VALIDEZ_MS,
    },
    `${request.protocol}://${request.host}`,
  );
  return { url };
}

/**
 * Applies the gateway's signed notification. Only a valid signature is considered (bad ones are
 * throttled per IP); a notification that settles nothing is refused with the reason.
 */
export async function notificarPago(
  request: FastifyRequest,
  body: unknown,
): Promise<{ resultado: NotificationOutcome }> {
  const app = request.server;
  const notification = app.payment.verifyNotification(body);
  if (!notification) {
    securityEvent(request, 'payment.bad_signature');
    app.metrics.paymentNotifications.inc({ outcome: 'FIRMA_NO_VALIDA' });
    if (await limitFailures(request, 'firma-no-valida', MAX_FIRMAS_NO_VALIDAS))
      throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
    throw new ApiError(Codigo.ERROR_NEGOCIO, FIRMA_NO_VALIDA, 403);
  }
  const outcome = await applyNotification(app.db, notification, app.clock.now());
  app.metrics.paymentNotifications.inc({ outcome });
  const log = { referencia: notification.referencia, resultado: notification.resultado, outcome };
  if (outcome === 'REFERENCIA_DESCONOCIDA') {
    request.log.warn(log, 'Payment notification for an unknown reference');
    throw notFound();
  }
  const refused = REFUSED[outcome];
  if (refused) {
    // The gateway may have charged the card: someone must refund it.
    request.log.warn(log, 'Payment notification refused');
    throw new ApiError(Codigo.ERROR_NEGOCIO, refused);
  }
  request.log.info(log, 'Payment notification applied');
  return { resultado: outcome };
}
