import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { verifyPaymentRequest } from '../providers/payment/hmac-gateway';
import { sign } from '../providers/payment/signed-message';
import { paymentPage, resultPage } from './pasarela-pruebas-page';
import type { PaymentResult } from '../providers/payment/types';
import { pagoAbierto } from '../repositories/recibos-pagos';

/** Path of the local test gateway's payment page (served at the API's own origin). */
export const TEST_GATEWAY_PATH = '/pasarela-pruebas/';

const FormSchema = v.object({
  parametros: v.string(),
  firma: v.string(),
  accion: v.picklist(['pagar', 'cancelar']),
});

const NO_VALIDA: [string, string] = [
  'Solicitud de pago no válida',
  'El enlace de pago no es válido. Vuelve al Área Cliente y pulsa de nuevo «Pagar recibo».',
];
const CERRADA: [string, string] = [
  'Solicitud de pago ya cerrada',
  'Este enlace de pago ya no sirve: has iniciado otro pago de este recibo, o este ya terminó. Vuelve al Área Cliente y pulsa de nuevo «Pagar recibo».',
];
const CADUCADA: [string, string] = [
  'Solicitud de pago caducada',
  'El enlace de pago ha caducado. Vuelve al Área Cliente y pulsa de nuevo «Pagar recibo».',
];

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** Where to notify: the configured URL, else this very server on its loopback address. */
function notifyUrl(app: FastifyInstance, notifyPath: string): string {
  if (app.config.payment.notifyUrl) return app.config.payment.notifyUrl;
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address !== 'object') throw new Error('Test gateway: server not listening');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}${notifyPath}`;
}

/**
 * The local test gateway (the default payment provider outside production): shows amount and
 * reference with 'Pagar' and 'Cancelar', then reports the result to the API by a signed
 * server-to-server notification over HTTP, as a real gateway would.
 */
export default async function pasarelaPruebasRoutes(app: FastifyInstance, opts: { notifyPath: string }) {
  const { secret } = app.config.payment;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(TEST_GATEWAY_PATH, async (request, reply) => {
    const message = request.query;
    const payment = verifyPaymentRequest(secret, message);
    if (!payment) return html(reply, 400, resultPage(...NO_VALIDA));
    if (payment.caduca < app.clock.now().getTime()) return html(reply, 410, resultPage(...CADUCADA));
    // As a gateway honours a withdrawn order: a superseded or settled attempt is never charged.
    if (!(await pagoAbierto(app.db, payment.referencia))) return html(reply, 409, resultPage(...CERRADA));
    const { parametros, firma } = message as { parametros: string; firma: string };
    return html(reply, 200, paymentPage({ ...payment, parametros, firma }));
  });

  app.post(TEST_GATEWAY_PATH, async (request, reply) => {
    const form = v.safeParse(FormSchema, request.body);
    const payment = form.success ? verifyPaymentRequest(secret, form.output) : null;
    if (!form.success || !payment) return html(reply, 400, resultPage(...NO_VALIDA));
    if (payment.caduca < app.clock.now().getTime()) return html(reply, 410, resultPage(...CADUCADA));
    // As a gateway honours a withdrawn order: a superseded or settled attempt is never charged.
    if (!(await pagoAbierto(app.db, payment.referencia))) return html(reply, 409, resultPage(...CERRADA));

    const resultado: PaymentResult = form.output.accion === 'pagar' ? 'OK' : 'KO';
    const notification = sign(secret, {
      referencia: payment.referencia,
      importeCentimos: payment.importeCentimos,
      resultado,
    });
    let accepted = false;
    try {
      const response = await fetch(notifyUrl(app, opts.notifyPath), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => null)) as { codigo?: number } | null;
      accepted = response.ok && answer?.codigo === 0;
      if (!accepted)
        request.log.warn({ status: response.status, referencia: payment.referencia }, 'Notification refused');
    } catch (err) {
      request.log.error({ err, referencia: payment.referencia }, 'Notification not delivered');
    }
    if (!accepted) {
      return html(
        reply,
        502,
        resultPage(
          'Pago no completado',
          'No se ha podido completar la operación. Inténtalo de nuevo más tarde.',
        ),
      );
    }
    return html(
      reply,
      200,
      resultado === 'OK'
        ? resultPage(
            'Pago realizado',
            'El pago se ha realizado correctamente. Puedes cerrar esta ventana y volver al Área Cliente.',
          )
        : resultPage(
            'Pago cancelado',
            'No se ha realizado ningún cargo. Puedes cerrar esta ventana y volver al Área Cliente.',
          ),
    );
  });
}
