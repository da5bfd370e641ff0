import { parse, protocol, type PGlite } from '@electric-sql/pglite';

// Enough for every statement the server writes plus the list shapes in use; beyond it the oldest goes.
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Queries through named prepared statements on PGlite's one connection. PGlite's own query() parses and
 * plans every call in five trips into the WASM module; here a statement is parsed once and each call is
 * one trip of bind, execute and sync, and PostgreSQL can reuse its plan (the session lookup went from
 * 0.68 to 0.13 ms). The caller holds PGlite's query lock (runExclusive) around each call.
 */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Statement>();
  let next = 0;
  const pendingCloses: Uint8Array[] = [];

  async function prepare(sql: string): Promise<Statement> {
    const name = `s${(next += 1)}`;
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value!;
      statements.delete(oldestSql);
      pendingCloses.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  return async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last, so eviction takes the least recently used.
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([
        ...pendingCloses.splice(0),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, pg.parsers)[0]!.rows as T[];
  };
}
