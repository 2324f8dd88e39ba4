import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEMO_TESELAS_PATH } from '../config/mapa';
import { notFound } from '../lib/errors';

const MAX_ZOOM = 19;

const Params = v.object({
  z: v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.maxValue(MAX_ZOOM)),
  x: v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number)),
  y: v.pipe(v.string(), v.regex(/^\d{1,7}\.svg$/), v.transform(parseInt)),
});

/** A small deterministic number per tile and line, so a tile always looks the same. */
const ruido = (x: number, y: number, z: number, i: number) =>
  ((x * 73856093) ^ (y * 19349663) ^ (z * 83492791) ^ (i * 2654435761)) >>> 0;

/**
 * One 256 px tile: land, a park, two streets and a road, drawn from the tile's numbers. Not a map of
 * anywhere: it lets the demo and the tests draw the tracking map without an outside tile server.
 */
function tesela(z: number, x: number, y: number): string {
  const r = (i: number) => ruido(x, y, z, i);
  // A street's place depends on its row (or column) alone, so it runs on across the next tile.
  const calleH = 40 + (ruido(0, y, z, 1) % 176);
  const calleV = 40 + (ruido(x, 0, z, 2) % 176);
  const parque = r(3) % 3 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#f2efe9"/>
${parque ? `<rect x="${20 + (r(4) % 120)}" y="${20 + (r(5) % 120)}" width="90" height="70" rx="8" fill="#cfe8c4"/>` : ''}
<path d="M0 ${calleH}H256M${calleV} 0V256" stroke="#ffffff" stroke-width="10"/>
<path d="M0 128H256" stroke="#f7d58a" stroke-width="${z > 12 ? 14 : 8}"/>
<rect width="256" height="256" fill="none" stroke="#e3ded4"/>
</svg>`;
}

/** The demo's own map tiles (MAPA_TESELAS_URL left unset): what the roadside tracking map draws. */
export default async function demoTeselasRoutes(app: FastifyInstance) {
  app.get(`${DEMO_TESELAS_PATH}:z/:x/:y`, async (request, reply) => {
    const parsed = v.safeParse(Params, request.params);
    if (!parsed.success) throw notFound();
    const { z, x, y } = parsed.output;
    if (x >= 2 ** z || y >= 2 ** z) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(tesela(z, x, y));
  });
}
