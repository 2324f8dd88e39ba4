/*
 * The text of something a customer signs (a mandate, a consent, a request), built once and shown
 * twice: on the screen before the confirming step and in the PDF afterwards, so both say the same.
 */

/** One part of the text: its heading, its label-value rows and its paragraphs, in that order. */
export interface ApartadoAFirmar {
  titulo: string;
  filas: [string, string][];
  parrafos: string[];
}

export interface TextoAFirmar {
  titulo: string;
  apartados: ApartadoAFirmar[];
}

/** The text as lines, in reading order ('Label: value' for a row): how tests compare screen and PDF. */
export const lineasAFirmar = (texto: TextoAFirmar): string[] => [
  texto.titulo,
  ...texto.apartados.flatMap((a) => [a.titulo, ...a.filas.map(([k, v]) => `${k}: ${v}`), ...a.parrafos]),
];
