import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events an operator alerts on (docs/operations.md, 'Security events'). Failures and refusals are
 * logged at warn, completed sensitive changes at info. Never the secret itself: no password, PIN,
 * token or typed ID, only the customer's id when it is known.
 */
const LEVEL = {
  /** Wrong ID or password at login. */
  'login.failed': 'warn',
  /** Login refused unchecked: too many attempts for that account or IP. */
  'login.blocked': 'warn',
  /** Wrong current password confirming a change. */
  'reauth.failed': 'warn',
  'reauth.blocked': 'warn',
  /** Wrong SMS PIN; `exhausted` when the PIN has no attempts left. */
  'pin.failed': 'warn',
  'pin.exhausted': 'warn',
  /** An SMS PIN proved the owner: any login lock on the account was lifted. */
  'pin.verified': 'info',
  /** Password set through the registration / forgotten-password flow. */
  'password.reset': 'info',
  /** Password changed from inside the customer area. */
  'password.changed': 'info',
  /** The customer ended all their other sessions from 'Mis datos' (`sesiones`: how many were open). */
  'sessions.others_ended': 'info',
  'contact.phone_changed': 'info',
  'contact.email_changed': 'info',
  /** The collection account of the customer's policies changed (a SEPA mandate was signed). */
  'bank_account.changed': 'info',
  /** The customer opposed a policy's renewal, took that back, or withdrew from a contract. */
  'policy.renewal_opposed': 'info',
  'policy.renewal_kept': 'info',
  'policy.withdrawn': 'info',
  /** The customer revoked every QR code of a policy's digital card. */
  'card.codes_revoked': 'info',
  /** The customer changed their postal address from 'Mis datos'. */
  'contact.address_changed': 'info',
  /** The customer signed a claim document with an SMS PIN. */
  'document.signed': 'info',
  /** A request named another customer's id (answered like a missing one). */
  'access.foreign_id': 'warn',
  /** A logged-in request for a record that is missing or someone else's (the API cannot tell them apart cheaply). */
  'access.not_found': 'warn',
  /** A limit was reached: unknown routes, failed downloads, payment attempts. */
  'limit.exceeded': 'warn',
  /** A payment notification with a bad signature. */
  'payment.bad_signature': 'warn',
  /** A staff member signed in to marketing's studio (`usuario`: their subject at the identity provider). */
  'studio.login': 'info',
  /** A studio sign-in refused: no studio group, a bad or expired return from the provider (`motivo`). */
  'studio.login_refused': 'warn',
  /** A studio action refused for lack of the role (`motivo`: the role it needs, or `autor` for one's own draft). */
  'studio.role_refused': 'warn',
} as const;

export type SecurityEvent = keyof typeof LEVEL;

/** One structured log line: `event`, `idCliente` when known, `ip`; pino adds the request id (`reqId`). */
export function securityEvent(
  request: { log: FastifyBaseLogger; ip: string },
  event: SecurityEvent,
  fields: {
    idCliente?: number | null | undefined;
    limite?: string;
    sesiones?: number;
    usuario?: string;
    motivo?: string;
  } = {},
): void {
  const { idCliente, limite, sesiones, usuario, motivo } = fields;
  request.log[LEVEL[event]](
    {
      event,
      ...(idCliente != null ? { idCliente } : {}),
      ...(limite ? { limite } : {}),
      ...(sesiones !== undefined ? { sesiones } : {}),
      ...(usuario ? { usuario } : {}),
      ...(motivo ? { motivo } : {}),
      ip: request.ip,
    },
    `security event ${event}`,
  );
}
