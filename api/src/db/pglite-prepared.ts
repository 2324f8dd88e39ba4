import { protocol, types, type PGlite } from '@electric-sql/pglite';
import type { PreparedStatement } from './types';

// PGlite's query() parses, describes and plans its SQL on every call, and its API has no named
// statements. Prepared statements therefore go as protocol messages: Parse and Describe once per
// statement, then Bind + Execute per run. On the portfolio this cut a request's database time to a
// third (planning in WebAssembly was most of it).

interface Shape {
  text: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const { serialize, messages: kinds } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs prepared statements on one PGlite instance, with its own parsers and serializers, so the rows
 * are the ones `pg.query` would give. The caller keeps other requests' transactions out (see pglite.ts).
 */
export function preparedRunner(pg: PGlite) {
  const shapes = new Map<string, Shape>();

  // throwOnError: a failed statement throws once the Sync sent with it has ended it, so the next
  // statement starts clean.
  const send = async (parts: Uint8Array[], syncToFs: boolean) =>
    (await pg.execProtocol(concat([...parts, serialize.sync()]), { syncToFs, throwOnError: true })).messages;

  async function shapeOf(stmt: PreparedStatement): Promise<Shape> {
    const known = shapes.get(stmt.name);
    // As node-postgres: one name, one SQL text (else the first text would run under both).
    if (known && known.text !== stmt.text) throw new Error(`Prepared statement ${stmt.name} has two texts`);
    if (known) return known;
    const messages = await send(
      [
        serialize.parse({ name: stmt.name, text: stmt.text }),
        serialize.describe({ type: 'S', name: stmt.name }),
      ],
      false,
    );
    const params = messages.find((m) => m instanceof kinds.ParameterDescriptionMessage);
    const rows = messages.find((m) => m instanceof kinds.RowDescriptionMessage);
    const shape: Shape = {
      text: stmt.text,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    shapes.set(stmt.name, shape);
    return shape;
  }

  return (stmt: PreparedStatement, params: readonly unknown[], inTransaction: boolean) =>
    pg.runExclusive(async () => {
      const { paramTypes, fields } = await shapeOf(stmt);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await send(
        [serialize.bind({ statement: stmt.name, values }), serialize.execute({})],
        // As pg.query: the data folder is synced after a statement outside a transaction.
        !inTransaction,
      );
      return messages
        .filter((m) => m instanceof kinds.DataRowMessage)
        .map((row) =>
          Object.fromEntries(
            fields.map((f, i) => [f.name, types.parseType(row.fields[i] ?? null, f.dataTypeID, pg.parsers)]),
          ),
        );
    });
}
