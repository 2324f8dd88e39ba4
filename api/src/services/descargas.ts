import type { SessionCaller } from '../lib/caller';
import { notFound } from '../lib/errors';
import { esDescargaBandeja, marcarLeido } from '../repositories/documentos-bandeja';
import {
  issueDownloadToken,
  ownsDownload,
  spendDownloadToken,
  type TipoDescarga,
} from '../repositories/download-tokens';
import type { AppParts } from './parts';

export type { TipoDescarga };

/** A document a download answers: its file name, its content type and its bytes. */
export interface Fichero {
  nombre: string;
  tipo: string;
  bytes: Uint8Array;
}

/** A generated or stored PDF, as a download answers it. */
export const ficheroPdf = (nombre: string, bytes: Uint8Array): Fichero => ({
  nombre,
  tipo: 'application/pdf',
  bytes,
});

/** Download tokens for the customer's documents. */
export function descargasService({ db, clock }: AppParts) {
  return {
    /**
     * A short-lived token for one of the caller's documents (another customer's answers exactly like a
     * missing one). Asking for it is opening the document: one 'Mis documentos' lists is marked read, in the same
     * transaction, whichever screen opens it.
     */
    async abrir(caller: SessionCaller, tipo: TipoDescarga, referencia: string) {
      const { idCliente, idSesion } = caller;
      if (!(await ownsDownload(db, idCliente, tipo, referencia))) throw notFound();
      return db.transaction(async (tx) => {
        const token = await issueDownloadToken(tx, clock, { idCliente, idSesion, tipo, referencia });
        if (esDescargaBandeja(tipo)) await marcarLeido(tx, idCliente, tipo, referencia, clock.now());
        return token;
      });
    },
    /**
     * Spends a download token from a new tab's path: the customer it was issued to, when it names
     * exactly this document and is still good; otherwise null.
     */
    gastar: (token: string, tipo: TipoDescarga, referencia: string): Promise<number | null> =>
      spendDownloadToken(db, clock, { token, tipo, referencia }),
  };
}
