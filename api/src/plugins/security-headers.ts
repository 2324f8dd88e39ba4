import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Scripts and styles only from this origin: React's style={…} goes through the CSSOM,
 * which CSP allows; the one <style> element, the brand's colours in the page the API serves, is
 * allowed by its hash (`styleHashes`). Images from this origin, data: and blob: (previews of a
 * claim's photos), plus the brand logo's origin when config.json puts it elsewhere (`imageOrigins`).
 */
export function contentSecurityPolicy({
  styleHashes = [],
  imageOrigins = [],
}: { styleHashes?: string[]; imageOrigins?: string[] } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CSP = contentSecurityPolicy();

/** The headers every answer carries, the ones Node writes itself for a malformed request included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // The page itself may ask where the customer is (roadside assistance); no frame or other origin may.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      // The page sets its own, with the hash of its brand style (plugins/frontend.ts).
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
      reply.headers(SECURITY_HEADERS);
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
