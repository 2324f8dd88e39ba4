import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentGateway } from '../providers/payment';
import { smsProvider } from '../providers/sms';

/**
 * The outside services, built once from the parsed configuration: `app.payment` (the payment
 * gateway) and `app.sms` (the SMS gateway, or the demo outbox). Routes and services use these.
 */
export default fp(
  async function providers(app: FastifyInstance) {
    app.decorate('payment', paymentGateway(app.config.payment));
    app.decorate('sms', smsProvider(app.config.sms, app.db, app.clock));
  },
  { name: 'providers' },
);
