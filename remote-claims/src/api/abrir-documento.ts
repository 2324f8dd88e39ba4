import { DOWNLOADS, openDownload } from '@area-cliente/shared';

/** Opens a claim or notification document as a PDF in a new tab, behind a one-document token. */
export function abrirDocumento(uuid: string): Promise<boolean> {
  return openDownload('DOCUMENTO', uuid, DOWNLOADS.documento, { uuid });
}
