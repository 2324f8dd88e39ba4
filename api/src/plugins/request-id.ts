import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';
// What a proxy may hand over: UUIDs, nginx's $request_id (32 hex) and the like; nothing that could
// forge a log line or swell it.
const ACCEPTED = /^[\w.:-]{8,128}$/;

/**
 * Fastify's genReqId: a UUID per request, or the proxy's id when the proxy is trusted (the API is
 * then reachable only through it), so one id follows a request from nginx to the database log.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const sent = req.headers[REQUEST_ID_HEADER];
    return trustProxy && typeof sent === 'string' && ACCEPTED.test(sent) ? sent : randomUUID();
  };
}

/** Echoes the request id in every answer, so a customer's report can be found in the logs. */
export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
