import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { limitFailures } from '../plugins/errors';
import { paymentGateway } from '../providers/payment';
import { applyNotification, type NotificationOutcome } from '../repositories/recibos-pagos';

export const NOTIFICACION_PATH = '/recibos/pasarela/notificacion';

const FIRMA_NO_VALIDA = 'Firma no válida';
/** Answers to the gateway for notifications that settle nothing. */
const REFUSED: Partial<Record<NotificationOutcome, string>> = {
  IMPORTE_INCORRECTO: 'El importe no coincide con el del recibo',
  YA_CERRADO: 'El pago ya estaba cerrado',
  NO_PAGABLE: 'El recibo no admite este pago',
};
/** Badly signed notifications per IP and minute before answering 429. */
const MAX_FIRMAS_NO_VALIDAS = 20;

/**
 * The gateway's server-to-server notification. No session: the HMAC signature is the credential,
 * and only a valid one can mark a receipt paid.
 */
export default async function pasarelaRoutes(app: FastifyInstance) {
  const gateway = paymentGateway(app.config.payment);
  app.post(NOTIFICACION_PATH, async (request) => {
    const notification = gateway.verifyNotification(request.body);
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
    return ok({ resultado: outcome });
  });
}
