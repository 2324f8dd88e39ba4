import { randomBytes } from 'node:crypto';
import { Codigo, type PagoUrl } from '@area-cliente/shared/contract';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { toCentimos } from '@area-cliente/shared/domain';
import { take } from '../repositories/limites';
import { applyNotification, openPago, type NotificationOutcome } from '../repositories/recibos-pagos';
import type { AppParts } from './parts';
import type { Caller, SessionCaller } from '../lib/caller';
import { countFailure } from '../lib/limits';

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

/** What deciding a payment needs to know of a receipt (the route reads it, owned by the caller). */
export interface ReciboAPagar {
  idRecibo: number;
  cobrado: boolean;
  pagable: boolean;
  /** Net amount in euros, what the customer pays. */
  importe: number;
  /** The gateway's order description ('Recibo 123 · Seguro de hogar'). */
  concepto: string;
}

/** Card payments of receipts through the configured gateway, and the gateway's notifications. */
export function pagosService({ db, clock, payment, metrics }: AppParts) {
  return {
    /**
     * Opens the payment attempt of the caller's receipt and answers the gateway URL: the receipt must
     * be unpaid and payable, and it gets at most PAGOS_POR_RECIBO attempts an hour. Only the newest
     * attempt can be paid: it supersedes the one open before it. `origen` is the site's own origin,
     * where the gateway sends the customer back.
     */
    async iniciar(caller: SessionCaller, recibo: ReciboAPagar, origen: string): Promise<PagoUrl> {
      if (recibo.cobrado) throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_YA_PAGADO);
      if (!recibo.pagable) throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_NO_PAGABLE);

      const now = clock.now();
      // Reserved before the attempt is created: concurrent clicks cannot open more than the limit.
      const intento = await take(db, `pago-recibo:${recibo.idRecibo}`, PAGOS_POR_RECIBO, now);
      if (!intento.allowed) {
        securityEvent(caller, 'limit.exceeded', { limite: 'pago-recibo', idCliente: caller.idCliente });
        throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
      }
      const referencia = newReferencia();
      const opened = await openPago(db, {
        idRecibo: recibo.idRecibo,
        referencia,
        importe: recibo.importe,
        now,
      });
      // Paid or closed between the read and the lock (another tab, a notification).
      if (opened === 'COBRADO') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_YA_PAGADO);
      if (opened === 'NO_PAGABLE') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_NO_PAGABLE);
      // The signed-message protocol has no call to withdraw a request: a superseded link stays open at
      // a real gateway until it expires, and its notification is refused (YA_CERRADO, logged for refund).
      caller.log.info(
        { idRecibo: recibo.idRecibo, referencia, superseded: opened.superseded },
        'Payment started',
      );
      const url = payment.paymentUrl(
        {
          referencia,
          importeCentimos: toCentimos(recibo.importe),
          concepto: recibo.concepto.slice(0, 200),
          caduca: now.getTime() + PAGO_VALIDEZ_MS,
        },
        origen,
      );
      return { url };
    },

    /**
     * Applies the gateway's signed notification. Only a valid signature is considered (bad ones are
     * throttled per IP); a notification that settles nothing is refused with the reason.
     */
    async notificar(caller: Caller, body: unknown): Promise<{ resultado: NotificationOutcome }> {
      const notification = payment.verifyNotification(body);
      if (!notification) {
        securityEvent(caller, 'payment.bad_signature');
        metrics.paymentNotifications.inc({ outcome: 'FIRMA_NO_VALIDA' });
        if (await countFailure({ db, clock }, caller, 'firma-no-valida', MAX_FIRMAS_NO_VALIDAS))
          throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
        throw new ApiError(Codigo.ERROR_NEGOCIO, FIRMA_NO_VALIDA, 403);
      }
      const outcome = await applyNotification(db, notification, clock.now());
      metrics.paymentNotifications.inc({ outcome });
      const log = { referencia: notification.referencia, resultado: notification.resultado, outcome };
      if (outcome === 'REFERENCIA_DESCONOCIDA') {
        caller.log.warn(log, 'Payment notification for an unknown reference');
        throw notFound();
      }
      const refused = REFUSED[outcome];
      if (refused) {
        // The gateway may have charged the card: someone must refund it.
        caller.log.warn(log, 'Payment notification refused');
        throw new ApiError(Codigo.ERROR_NEGOCIO, refused);
      }
      caller.log.info(log, 'Payment notification applied');
      return { resultado: outcome };
    },
  };
}
