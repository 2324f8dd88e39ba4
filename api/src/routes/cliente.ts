import type { FastifyInstance } from 'fastify';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { requireSession, sessionOf } from '../plugins/session';
import { findCliente } from '../repositories/clientes';
import { loadPortfolio } from '../repositories/portfolio';

/** The caller's own data: client record, portfolio and the benefits-club URL. */
export default async function clienteRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireSession);

  const clienteOf = async (idCliente: number, today: string) => {
    const cliente = await findCliente(app.db, idCliente, today);
    if (!cliente) throw notFound();
    return cliente;
  };

  app.get('/cliente', async (request) => {
    const today = isoDay(app.clock.now());
    return ok(await clienteOf(sessionOf(request).idCliente, today));
  });

  app.get('/portfolio', async (request) => {
    const today = isoDay(app.clock.now());
    const cliente = await clienteOf(sessionOf(request).idCliente, today);
    return ok(await loadPortfolio(app.db, cliente, today));
  });

  app.get('/getUrlClub', async () => ok({ url: app.config.clubUrl }));
}
