import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { esDescargaBandeja, marcarLeido } from '../repositories/documentos-bandeja';
import { issueDownloadToken } from '../repositories/download-tokens';

/**
 * A short-lived token for one of the customer's documents (ownership already checked). Asking for it
 * is opening the document: one 'Mis documentos' lists is marked read (issue #32), in the same
 * transaction, whichever screen opens it.
 */
export function abrirDescarga(
  db: Db,
  clock: Clock,
  grant: Parameters<typeof issueDownloadToken>[2],
): Promise<{ tokenDescarga: string; caducaEnSegundos: number }> {
  return db.transaction(async (tx) => {
    const token = await issueDownloadToken(tx, clock, grant);
    if (esDescargaBandeja(grant.tipo))
      await marcarLeido(tx, grant.idCliente, grant.tipo, grant.referencia, clock.now());
    return token;
  });
}
