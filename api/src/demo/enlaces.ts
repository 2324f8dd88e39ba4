import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DEMO_LINKS_PATH, LINK_SETTINGS } from '../config/links';
import { notFound } from '../lib/errors';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const Params = v.object({ pagina: v.picklist(Object.keys(LINK_SETTINGS)), '*': v.optional(v.string()) });

/**
 * Small pages the product serves in place of partner sites and documents, so that no
 * link of the demo opens a browser error page.
 */
export default async function demoEnlacesRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = v.safeParse(Params, request.params);
    if (!parsed.success) throw notFound();
    const { demoTitle } = LINK_SETTINGS[parsed.output.pagina as keyof typeof LINK_SETTINGS];
    const documento = parsed.output['*'];
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache')
      .send(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(demoTitle)}</title></head>
<body><main><h1>${escape(demoTitle)}</h1>
${documento ? `<p>Documento: ${escape(documento)}</p>` : ''}
<p>Esta página sustituye en la demostración a la dirección real, que se configura al desplegar el Área Cliente.</p>
</main></body></html>`);
  };
  app.get(`${DEMO_LINKS_PATH}:pagina`, handler);
  app.get(`${DEMO_LINKS_PATH}:pagina/*`, handler);
}
