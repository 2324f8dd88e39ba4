import { type Audience, matchesAudience } from '@area-cliente/shared/campaign';
import type { AlcanceRespuesta } from '@area-cliente/shared/contract';
import { clienteIdsDesde } from '../repositories/clientes';
import { loadPortfolio } from '../repositories/portfolio';
import type { AppParts } from './parts';

/** Below this the studio says only "menos de 20": a small count would point at people. */
const ALCANCE_MINIMO = 20;
const LOTE = 50;

/**
 * A campaign audience's reach on a day: every customer of the database, their portfolio computed for
 * that day as the area computes it, counted with the one audience rule (domain/audiencia.ts) the
 * offers screens apply. Only the number leaves this function, never who.
 */
export function alcanceService({ db }: AppParts) {
  return {
    async contar(audiencia: Audience, dia: string): Promise<AlcanceRespuesta> {
      let clientes = 0;
      for (let desde = 0; ;) {
        const ids = await clienteIdsDesde(db, desde, LOTE);
        if (ids.length === 0) break;
        // One at a time: PGlite has one connection, and a pool's others serve the customers meanwhile.
        for (const id of ids) {
          const portfolio = await loadPortfolio(db, id, dia);
          if (portfolio && matchesAudience(audiencia, portfolio)) clientes++;
        }
        desde = ids.at(-1)!;
      }
      return clientes < ALCANCE_MINIMO ? { menosDe20: true } : { clientes };
    },
  };
}
