import {
  AuthRequestSchema,
  Codigo,
  InsertAuditRequestSchema,
  type AuthData,
} from '@area-cliente/shared/contract';
import { normalizeDocumento } from '@area-cliente/shared/domain';
import type { FastifyInstance } from 'fastify';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto';
import { ok } from '../lib/envelope';
import { ApiError, Mensaje, notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { sessionOf, requireSession } from '../plugins/session';
import { insertAudit } from '../repositories/auditoria';
import { findCredenciales } from '../repositories/clientes';
import { loginSucceeded, reserveLoginAttempt } from '../repositories/login-throttle';
import { securityEvent } from '../lib/security-events';
import { createSession, revokeSession } from '../repositories/sessions';

/** /v1/ac/user/*: login and audit events. */
export default async function userRoutes(app: FastifyInstance) {
  app.post('/user/auth', async (request) => {
    const body = parse(AuthRequestSchema, request.body);
    const cuenta = normalizeDocumento(body.username);
    const now = app.clock.now();
    const credenciales = await findCredenciales(app.db, cuenta);
    // The attempt is counted before the password is checked: concurrent guesses cannot pass the limit.
    if (!(await reserveLoginAttempt(app.db, cuenta, request.ip, now, app.config.login))) {
      securityEvent(request, 'login.blocked', { idCliente: credenciales?.idCliente });
      app.metrics.loginFailures.inc({ reason: 'blocked' });
      throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.LOGIN_BLOQUEADO);
    }
    // Unknown IDs and customers without a web password still pay for one hash: same time, same answer.
    const valid = await verifyPassword(
      body.password,
      credenciales?.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!credenciales || !valid) {
      securityEvent(request, 'login.failed', { idCliente: credenciales?.idCliente });
      app.metrics.loginFailures.inc({ reason: 'credentials' });
      throw new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.CREDENCIALES);
    }
    await loginSucceeded(app.db, cuenta, request.ip, now);
    const token = await createSession(
      app.db,
      credenciales.idCliente,
      now,
      { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs },
      request.ip,
    );
    return ok<AuthData>({ token });
  });

  app.post('/user/insertAudit', { preHandler: requireSession }, async (request) => {
    const body = parse(InsertAuditRequestSchema, request.body);
    const session = sessionOf(request);
    // The event is recorded for the caller; naming another customer answers like a missing one.
    if (body.idCliente !== session.idCliente) {
      securityEvent(request, 'access.foreign_id', { idCliente: session.idCliente });
      throw notFound();
    }
    const now = app.clock.now();
    const { numDoc } = await app.db.one<{ numDoc: string }>(
      'SELECT num_doc AS "numDoc" FROM clientes WHERE id_cliente = $1',
      [session.idCliente],
    );
    await insertAudit(app.db, {
      idCliente: session.idCliente,
      nif: numDoc,
      nameEvento: body.nameEvento,
      info: body.info,
      ip: request.ip,
      now,
    });
    if (body.nameEvento === 'USUARIO_LOGOUT') await revokeSession(app.db, session.idSesion, now);
    return ok(null);
  });
}
