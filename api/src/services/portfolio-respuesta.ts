import { brotliCompressSync, constants } from 'node:zlib';
import { CALLS } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { isoDay } from '../lib/clock';
import { ok } from '../lib/envelope';
import { notFound, sessionExpired } from '../lib/errors';
import type { Session } from '../repositories/sessions';
import { portfolioToStore, readStoredPortfolio, storePortfolio } from '../repositories/portfolio';
import { sessionPolicy } from '../lib/session-request';
import type { AppParts } from './parts';

// Compressed once per change (not per request), so it can afford more than the per-request quality 2.
const BROTLI_QUALITY = 6;

/** GET portfolio's answer, ready to send: the JSON text, or its brotli bytes when those were asked. */
export type PortfolioRespuesta = { session: Session } & (
  { br: true; bytes: Buffer } | { br: false; text: string }
);

/**
 * The caller's portfolio as GET portfolio sends it. Read from its stored answer (one statement that
 * also checks the session) while no change has touched it and the Madrid day is the same; otherwise
 * computed, stored with the generations it was read at, and sent. The database's triggers (migration
 * 012) bump a client's generation with every change it would show, so every instance agrees.
 */
async function portfolioRespuesta(app: AppParts, token: string, br: boolean): Promise<PortfolioRespuesta> {
  const now = app.clock.now();
  const today = isoDay(now);
  const stored = await readStoredPortfolio(app.db, token, now, sessionPolicy(app), today, br);
  if (!stored) throw sessionExpired();
  const { session } = stored;
  if (stored.cuerpoBr) return { session, br: true, bytes: asBuffer(stored.cuerpoBr) };
  if (stored.cuerpo !== null) return { session, br: false, text: stored.cuerpo };

  const { portfolio, gen, genGlobal } = await portfolioToStore(app.db, session.idCliente, today);
  if (!portfolio) throw notFound();
  // Tests check every answer against the contract, as the route helper does for the other calls.
  if (app.config.checkAnswers) v.parse(CALLS.portfolio.data, portfolio);
  const text = JSON.stringify(ok(portfolio));
  const bytes = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  await storePortfolio(app.db, {
    idCliente: session.idCliente,
    today,
    gen,
    genGlobal,
    cuerpo: text,
    cuerpoBr: bytes,
  });
  return br ? { session, br, bytes } : { session, br, text };
}

/** The portfolio answer, stored per customer and day. */
export function portfolioService(app: AppParts) {
  return {
    /** `token`: the session token the request sent; `br`: whether the client takes brotli. */
    respuesta: (token: string, br: boolean) => portfolioRespuesta(app, token, br),
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
