import { DOWNLOADS } from '@area-cliente/shared/contract';
import { openDownload } from '@area-cliente/shared/downloads';

/** Opens a claim or notification document as a PDF in a new tab, behind a one-document token. */
export function abrirDocumento(uuid: string): Promise<boolean> {
  return openDownload('DOCUMENTO', uuid, DOWNLOADS.documento, { uuid });
}
