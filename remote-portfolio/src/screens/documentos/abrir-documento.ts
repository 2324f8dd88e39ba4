import {
  CALLS,
  DOWNLOADS,
  JUSTIFICANTE_RECLAMACION_PATH,
  type DocumentoBandeja,
} from '@area-cliente/shared/contract';
import { openDownload } from '@area-cliente/shared/downloads';
import { queryClient } from '@area-cliente/shared/query';

type Abrible = Pick<DocumentoBandeja, 'descarga' | 'referencia'>;

/** The download each kind of document opens with (SPEC §7), behind a one-document token. */
function abrir({ descarga, referencia }: Abrible): Promise<boolean> {
  switch (descarga) {
    case 'CCPP':
      return openDownload('CCPP', referencia, DOWNLOADS.ccpp, { id: referencia });
    case 'RECIBO':
      return openDownload('RECIBO', referencia, DOWNLOADS.recibo, { id: referencia });
    case 'DOCUMENTO':
      return openDownload('DOCUMENTO', referencia, DOWNLOADS.documento, { uuid: referencia });
    case 'JUSTIFICANTE_BAJA':
      return openDownload('JUSTIFICANTE_BAJA', referencia, DOWNLOADS.justificanteBaja, {
        idPoliza: referencia,
      });
    case 'RECLAMACION':
      return openDownload('RECLAMACION', referencia, JUSTIFICANTE_RECLAMACION_PATH, { codigo: referencia });
    case 'MANDATO_SEPA':
      return openDownload('MANDATO_SEPA', referencia, DOWNLOADS.mandatoSepa, { referencia });
  }
}

/**
 * Opens one document of the inbox. Asking for its token marks it read, so once it opened the list and
 * the header's count read again.
 * @returns whether it opened
 */
export async function abrirDocumento(d: Abrible): Promise<boolean> {
  const opened = await abrir(d);
  if (opened) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [CALLS.documentos.path] }),
      queryClient.invalidateQueries({ queryKey: [CALLS.documentosNoLeidos.path] }),
    ]);
  }
  return opened;
}
