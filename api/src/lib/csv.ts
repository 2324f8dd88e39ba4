import type { FastifyReply } from 'fastify';

/** One CSV field: quoted, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
const campo = (valor: string) =>
  `"${(/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor).replace(/"/g, '""')}"`;

/** Rows as a CSV file (RFC 4180: CRLF, every field quoted), the columns in `columnas`' order; absent is empty. */
export function aCsv<K extends string>(
  columnas: readonly K[],
  filas: readonly Partial<Record<K, string | number>>[],
): string {
  const lineas = filas.map((f) =>
    columnas.map((c) => campo(f[c] === undefined ? '' : String(f[c]))).join(','),
  );
  return `${[columnas.join(','), ...lineas].join('\r\n')}\r\n`;
}

/** A CSV download: never cached, never shown as a page. */
export const respondeCsv = (reply: FastifyReply, fichero: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fichero}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csv);
