import type { Db, Queryable } from '../db';
import { INP_BOUNDS_MS, LCP_BOUNDS_MS } from '../rum/buckets';

/** One remote version's signals of one minute, as a batch (or a sum of batches) brought them. */
export type RumCounts = {
  remote: string;
  version: string;
  vistas: number;
  fallosCarga: number;
  erroresSeccion: number;
  /** Per-bucket counts over LCP_BOUNDS_MS / INP_BOUNDS_MS (one more entry: the overflow). */
  lcpBuckets: number[];
  inpBuckets: number[];
};

/** Element-wise sum of two bucket arrays, in their order. */
const addBuckets = (column: string) =>
  `${column} = ARRAY(SELECT a + b FROM unnest(r.${column}, EXCLUDED.${column}) WITH ORDINALITY AS t(a, b, i) ORDER BY i)`;

/**
 * Adds the counts to their minute's rows, inside the caller's transaction. Each row is one upsert that
 * adds to what is there, so instances writing the same remote, version and minute at once all count
 * (PostgreSQL serialises the conflicting updates on the row).
 */
export async function addRumCounts(tx: Queryable, rows: readonly RumCounts[], at: Date): Promise<void> {
  const minuto = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  for (const row of rows) {
    await tx.query(
      `INSERT INTO rum_minutos AS r
         (remote, version, minuto, vistas, fallos_carga, errores_seccion, lcp_buckets, inp_buckets)
       VALUES ($1, $2, $3, $4, $5, $6, $7::integer[], $8::integer[])
       ON CONFLICT (remote, minuto, version) DO UPDATE SET
         vistas = r.vistas + EXCLUDED.vistas,
         fallos_carga = r.fallos_carga + EXCLUDED.fallos_carga,
         errores_seccion = r.errores_seccion + EXCLUDED.errores_seccion,
         ${addBuckets('lcp_buckets')},
         ${addBuckets('inp_buckets')}`,
      [
        row.remote,
        row.version,
        minuto,
        row.vistas,
        row.fallosCarga,
        row.erroresSeccion,
        row.lcpBuckets,
        row.inpBuckets,
      ],
    );
  }
}

/** A version's sums since a moment: the counters and the summed LCP and INP buckets. */
export type RumTotals = Omit<RumCounts, 'remote'>;

/** The remote's signals per version since `since` (its minute included), summed in the database. */
export async function rumTotals(db: Db, remote: string, since: Date): Promise<RumTotals[]> {
  const from = new Date(Math.floor(since.getTime() / 60_000) * 60_000);
  const counters = await db.query<{ version: string; vistas: number; fallos: number; errores: number }>(
    `SELECT version, sum(vistas)::integer AS vistas, sum(fallos_carga)::integer AS fallos,
            sum(errores_seccion)::integer AS errores
       FROM rum_minutos WHERE remote = $1 AND minuto >= $2
      GROUP BY version ORDER BY version`,
    [remote, from],
  );
  const buckets = await db.query<{ version: string; cual: 'lcp' | 'inp'; i: number; n: number }>(
    `SELECT version, 'lcp' AS cual, u.i::integer AS i, sum(u.n)::integer AS n
       FROM rum_minutos, unnest(lcp_buckets) WITH ORDINALITY AS u(n, i)
      WHERE remote = $1 AND minuto >= $2 GROUP BY version, u.i
     UNION ALL
     SELECT version, 'inp' AS cual, u.i::integer AS i, sum(u.n)::integer AS n
       FROM rum_minutos, unnest(inp_buckets) WITH ORDINALITY AS u(n, i)
      WHERE remote = $1 AND minuto >= $2 GROUP BY version, u.i`,
    [remote, from],
  );
  return counters.map((c) => {
    const lcpBuckets = new Array<number>(LCP_BOUNDS_MS.length + 1).fill(0);
    const inpBuckets = new Array<number>(INP_BOUNDS_MS.length + 1).fill(0);
    for (const b of buckets) {
      if (b.version !== c.version) continue;
      const target = b.cual === 'lcp' ? lcpBuckets : inpBuckets;
      // WITH ORDINALITY counts from 1.
      if (b.i >= 1 && b.i <= target.length) target[b.i - 1] = b.n;
    }
    return {
      version: c.version,
      vistas: c.vistas,
      fallosCarga: c.fallos,
      erroresSeccion: c.errores,
      lcpBuckets,
      inpBuckets,
    };
  });
}
