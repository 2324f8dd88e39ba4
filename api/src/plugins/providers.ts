import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { emailProvider, type EmailProvider } from '../providers/email';
import { databaseFileStore, diskFileStore } from '../providers/files';
import { paymentGateway, type PaymentGateway } from '../providers/payment';
import { pdfRenderer } from '../providers/pdf';
import { smsProvider, type SmsProvider } from '../providers/sms';
import { asistenciaProvider, type AsistenciaProvider } from '../providers/asistencia';
import { ESTUDIO_RUTAS } from '@area-cliente/shared/contract';
import { oidcIdentidad } from '../providers/identidad/oidc';
import type { IdentidadProvider } from '../providers/identidad/types';

/** What stands in for an outside service whose setting is unset (the demo wing's, api/src/demo). */
export interface ProviderStandIns {
  payment(app: FastifyInstance): PaymentGateway;
  sms(app: FastifyInstance): SmsProvider;
  email(app: FastifyInstance): EmailProvider;
  asistencia(app: FastifyInstance): AsistenciaProvider;
  identidad(app: FastifyInstance): IdentidadProvider;
}

// No stand-ins (production): an unset provider fails every call, naming its setting. configFromEnv
// never starts production without them; only a hand-built test configuration gets here.
const unset = (setting: string) => () => Promise.reject(new Error(`${setting} is not set`));
const NONE: ProviderStandIns = {
  payment: () => ({
    paymentUrl: () => {
      throw new Error('PAYMENT_GATEWAY_URL is not set');
    },
    verifyNotification: () => null,
  }),
  sms: () => ({ name: 'unset', send: unset('SMS_HTTP_URL') }),
  email: () => ({ name: 'unset', send: unset('SMTP_URL'), close: () => undefined }),
  asistencia: () => ({
    name: 'unset',
    solicitar: unset('ASISTENCIA_URL'),
    consultar: unset('ASISTENCIA_URL'),
    cancelar: unset('ASISTENCIA_URL'),
  }),
  identidad: () => ({ entrada: unset('ESTUDIO_OIDC_EMISOR'), vuelta: unset('ESTUDIO_OIDC_EMISOR') }),
};

/** Where the identity provider sends the browser back after a staff sign-in. */
export const redirectUriEstudio = (urlPublica: string) => `${urlPublica}${ESTUDIO_RUTAS.vuelta}`;

/**
 * The outside services, built once from the parsed configuration: `app.payment` (the payment
 * gateway), `app.sms` (the SMS gateway), `app.email` (the SMTP server), `app.pdf` (the document
 * renderer, dated by the app's clock), `app.asistencia` (the roadside assistance provider), `app.identidad` (the staff's identity provider) and
 * `app.files` (where uploads keep their bytes). A setting the demo left unset gets the stand-in
 * `standIns` brings. Routes and services use these.
 */
export default fp<{ standIns?: ProviderStandIns | undefined }>(
  async function providers(app: FastifyInstance, { standIns = NONE }) {
    const { payment, sms, email, asistencia } = app.config;
    app.decorate(
      'payment',
      payment.gatewayUrl
        ? paymentGateway({ gatewayUrl: payment.gatewayUrl, secret: payment.secret })
        : standIns.payment(app),
    );
    app.decorate('sms', sms ? smsProvider(sms) : standIns.sms(app));
    const mailer = email ? emailProvider(email) : standIns.email(app);
    app.decorate('email', mailer);
    app.addHook('onClose', async () => mailer.close());
    app.decorate('pdf', pdfRenderer(app.clock));
    app.decorate('asistencia', asistencia ? asistenciaProvider(asistencia) : standIns.asistencia(app));
    const { oidc, urlPublica } = app.config.estudio;
    app.decorate(
      'identidad',
      oidc
        ? oidcIdentidad({ ...oidc, redirectUri: redirectUriEstudio(urlPublica) })
        : standIns.identidad(app),
    );
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
