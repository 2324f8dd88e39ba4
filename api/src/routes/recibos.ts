import { randomBytes } from 'node:crypto';
import { Codigo } from '@area-cliente/shared/contract';
import { IdParamSchema } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { paymentGateway } from '../providers/payment';
import { toCentimos } from '../providers/payment/messages';
import { findRecibo } from '../repositories/recibos';
import { securityEvent } from '../lib/security-events';
import { take } from '../repositories/limites';
import { createPago } from '../repositories/recibos-pagos';

export const RECIBO_YA_PAGADO = 'Este recibo ya está pagado.';
export const RECIBO_NO_PAGABLE = 'Este recibo no se puede pagar en línea.';

/** How long the gateway accepts a payment request, and how many attempts a receipt gets per hour. */
const PAGO_VALIDEZ_MS = 30 * 60_000;
const PAGOS_POR_RECIBO = { max: 10, windowMs: 3_600_000 };

const ParamsSchema = v.object({ idRecibo: IdParamSchema });

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

/** The caller's receipts: detail and the payment URL of the configured gateway. */
export default async function recibosRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);
  const gateway = paymentGateway(app.config.payment);

  const reciboOf = async (request: FastifyRequest) => {
    const { idRecibo } = parse(ParamsSchema, request.params);
    const recibo = await findRecibo(app.db, sessionOf(request).idCliente, idRecibo, isoDay(app.clock.now()));
    if (!recibo) throw notFound();
    return recibo;
  };

  app.get('/recibos/:idRecibo', async (request) => ok(await reciboOf(request)));

  app.get('/recibos/pasarela/pago/:idRecibo', async (request) => {
    const recibo = await reciboOf(request);
    if (recibo.estado === 'COBRADO') throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_YA_PAGADO);
    if (!recibo.pagable) throw new ApiError(Codigo.ERROR_NEGOCIO, RECIBO_NO_PAGABLE);

    const now = app.clock.now();
    // Reserved before the attempt is created: concurrent clicks cannot open more than the limit.
    const intento = await take(app.db, `pago-recibo:${recibo.idRecibo}`, PAGOS_POR_RECIBO, now);
    if (!intento.allowed) {
      securityEvent(request, 'limit.exceeded', {
        limite: 'pago-recibo',
        idCliente: sessionOf(request).idCliente,
      });
      throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.DEMASIADAS_PETICIONES, 429);
    }
    const referencia = newReferencia();
    await createPago(app.db, { idRecibo: recibo.idRecibo, referencia, importe: recibo.importeNeto, now });
    request.log.info({ idRecibo: recibo.idRecibo, referencia }, 'Payment started');
    const url = gateway.paymentUrl(
      {
        referencia,
        importeCentimos: toCentimos(recibo.importeNeto),
        concepto: `Recibo ${recibo.idRecibo} · ${recibo.titulo}`.slice(0, 200),
        caduca: now.getTime() + PAGO_VALIDEZ_MS,
      },
      `${request.protocol}://${request.host}`,
    );
    return ok({ url });
  });
}
