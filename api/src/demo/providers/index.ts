import type { ProviderStandIns } from '../../plugins/providers';
import { hmacGateway } from '../../providers/payment/hmac-gateway';
import { TEST_GATEWAY_PATH } from '../pasarela-pruebas';
import { demoAsistenciaProvider } from './asistencia';
import { outboxEmailProvider } from './email';
import { outboxSmsProvider } from './sms';
import { idpLocalIdentidad } from './identidad';

/**
 * What the demo puts in place of an outside service it was given no setting for: the test gateway
 * this server serves (at the origin the customer reached it at, so any host works), the SMS and
 * e-mail outbox tables, the roadside provider that moves a request on by the clock, and a local OpenID provider for the
 * studio's staff (started on the first sign-in).
 */
export const demoStandIns: ProviderStandIns = {
  payment: (app) =>
    hmacGateway({ pageUrl: (origin) => `${origin}${TEST_GATEWAY_PATH}`, secret: app.config.payment.secret }),
  sms: (app) => outboxSmsProvider(app.db, app.clock),
  email: (app) => outboxEmailProvider(app.db, app.clock),
  asistencia: (app) => demoAsistenciaProvider(app.clock),
  identidad: idpLocalIdentidad,
};
