import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Scripts only from this origin; inline styles are allowed for the UI primitives' style attributes.
// Images may come from https (offer cards); the API is same-origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      reply.header('content-security-policy', CSP);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      // API answers carry personal data: nothing is stored unless a route chose a cache policy
      // (the front end's static files do).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      // Over HTTPS, directly or as told by a trusted proxy (request.protocol honours trustProxy).
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers' },
);
