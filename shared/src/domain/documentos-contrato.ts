/** SPEC §4: a contract document opens only when digitally certified and a PDF. */
export const esDocumentoDigital = (d: { estado: string; mimeType: string }): boolean =>
  d.estado === 'DIGITAL_CERTIFICADA' && d.mimeType === 'application/pdf';
