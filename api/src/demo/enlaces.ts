import type { EnlaceKey } from '@area-cliente/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DEMO_LINKS_PATH } from '../config/links';
import { notFound } from '../lib/errors';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The title of the page that stands in for each outside address (its LINK_* setting left unset). */
const TITULOS: Record<EnlaceKey, string> = {
  hnaAreaCliente: 'Área cliente del colaborador de salud (demostración)',
  contratosInteractivos: 'Contratos interactivos de decesos (demostración)',
  calculadoraSalud: 'Calculadora de precio del seguro de salud (demostración)',
  cursosFormacion: 'Cursos del centro de formación colaborador (demostración)',
  citaLunas: 'Cita previa para el cambio de lunas (demostración)',
  basesSorteoViaje: 'Bases del sorteo de 5 premios de 100 € para tu viaje (demostración)',
  basesSorteoFreidora: 'Bases del sorteo de la freidora de aire (demostración)',
  club: 'Club de ventajas para mutualistas (demostración)',
  documentos: 'Documentación contractual (demostración)',
};

const Params = v.object({ pagina: v.picklist(Object.keys(TITULOS)), '*': v.optional(v.string()) });

/**
 * Small pages the product serves in place of partner sites and documents, so that no
 * link of the demo opens a browser error page.
 */
export default async function demoEnlacesRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = v.safeParse(Params, request.params);
    if (!parsed.success) throw notFound();
    const demoTitle = TITULOS[parsed.output.pagina as EnlaceKey];
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
