import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { emailProvider } from '../providers/email';
import { databaseFileStore, diskFileStore } from '../providers/files';
import { paymentGateway } from '../providers/payment';
import { pdfRenderer } from '../providers/pdf';
import { smsProvider } from '../providers/sms';
import { asistenciaProvider } from '../providers/asistencia';

/**
 * The outside services, built once from the parsed configuration: `app.payment` (the payment
 * gateway), `app.sms` (the SMS gateway, or the demo outbox), `app.email` (the SMTP server, or the demo
 * e-mail outbox), `app.pdf` (the document renderer, dated by the app's clock), `app.asistencia` (the
 * roadside assistance provider, or the demo one) and `app.files` (where uploads keep their bytes).
 * Routes and services use these.
 */
export default fp(
  async function providers(app: FastifyInstance) {
    app.decorate('payment', paymentGateway(app.config.payment));
    app.decorate('sms', smsProvider(app.config.sms, app.db, app.clock));
    const email = emailProvider(app.config.email, app.db, app.clock);
    app.decorate('email', email);
    app.addHook('onClose', async () => email.close());
    app.decorate('pdf', pdfRenderer(app.clock));
    app.decorate('asistencia', asistenciaProvider(app.config.asistencia, app.clock));
    const enBaseDeDatos = databaseFileStore(app.db, app.clock);
    // PGlite on disk: photo bytes in files beside its data, out of its WASM heap.
    const { dataDir, databaseUrl } = app.config;
    app.decorate(
      'files',
      !databaseUrl && dataDir ? diskFileStore(join(dataDir, 'ficheros'), enBaseDeDatos) : enBaseDeDatos,
    );
  },
  { name: 'providers' },
);
