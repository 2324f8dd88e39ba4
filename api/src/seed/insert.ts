import type { Queryable } from '../db';

type Row = Record<string, unknown>;

/** INSERT of one row from a snake_case object; returns the first column named in `returning`. */
export async function insertRow(tx: Queryable, table: string, row: Row, returning?: string): Promise<number> {
  const cols = Object.keys(row).filter((k) => row[k] !== undefined);
  const sql =
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})` +
    (returning ? ` RETURNING ${returning} AS id` : '');
  const rows = await tx.query<{ id: number }>(
    sql,
    cols.map((c) => row[c]),
  );
  return rows[0]?.id ?? 0;
}
