import type { SessionCaller } from '../lib/caller';
import { notFound } from '../lib/errors';
import { esDescargaBandeja, marcarLeido } from '../repositories/documentos-bandeja';
import { issueDownloadToken, ownsDownload } from '../repositories/download-tokens';
import type { AppParts } from './parts';

/** Download tokens for the customer's documents. */
export function descargasService({ db, clock }: AppParts) {
  return {
    /**
     * A short-lived token for one of the caller's documents (another customer's answers exactly like a
     * missing one). Asking for it is opening the document: one 'Mis documentos' lists is marked read, in the same
     * transaction, whichever screen opens it.
     */
    async abrir(
      caller: SessionCaller,
      tipo: Parameters<typeof issueDownloadToken>[2]['tipo'],
      referencia: string,
    ) {
      const { idCliente, idSesion } = caller;
      if (!(await ownsDownload(db, idCliente, tipo, referencia))) throw notFound();
      return db.transaction(async (tx) => {
        const token = await issueDownloadToken(tx, clock, { idCliente, idSesion, tipo, referencia });
        if (esDescargaBandeja(tipo)) await marcarLeido(tx, idCliente, tipo, referencia, clock.now());
        return token;
      });
    },
  };
}
