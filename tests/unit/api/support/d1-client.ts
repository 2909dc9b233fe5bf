/**
 * The tests' way to a Miniflare D1: each query (a statement's first/all/run/raw, a batch, an exec) is one
 * request to a Worker in the same Miniflare that runs it on its real D1 binding and answers the result or the
 * error as JSON. Miniflare's own proxy (`getD1Database`) makes five or six blocking round trips of each query
 * (prepare, bind, the result call, each looked up first) and holds the test's thread meanwhile; here a statement
 * is prepared and bound in the test, as the D1 binding itself does before it sends a query. What runs the SQL, its
 * transactions, its errors and its results are D1's own.
 */
import { Miniflare } from 'miniflare';

/** The binding the Worker queries. */
const BINDING = 'DB';

/** A bound value on its way to the Worker: undefined and bytes survive JSON, so D1 judges them as given. */
type Sent = { undefined: true } | { bytes: string } | { value: unknown };
interface Statement {
  sql: string;
  params: Sent[];
}
type Query =
  | { kind: 'first'; statement: Statement; column?: string }
  | { kind: 'all' | 'run'; statement: Statement }
  | { kind: 'raw'; statement: Statement; columnNames: boolean }
  | { kind: 'batch'; statements: Statement[] }
  | { kind: 'exec'; sql: string };
type Answer = { result: unknown } | { error: { name: string; message: string; cause?: string } };

const WORKER = `
const received = (sent) =>
  'undefined' in sent ? undefined : 'bytes' in sent ? Uint8Array.from(atob(sent.bytes), (c) => c.charCodeAt(0)).buffer : sent.value;
const bytesIn = (value) => {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) throw new Error('the tests\\' D1 client carries no BLOB results');
  if (value && typeof value === 'object') for (const v of Object.values(value)) bytesIn(v);
};
export default {
  async fetch(request, env) {
    const query = await request.json();
    const db = env.${BINDING};
    const prepared = (s) => db.prepare(s.sql).bind(...s.params.map(received));
    try {
      let result;
      if (query.kind === 'batch') result = await db.batch(query.statements.map(prepared));
      else if (query.kind === 'exec') result = await db.exec(query.sql);
      else if (query.kind === 'first') result = await (query.column === undefined ? prepared(query.statement).first() : prepared(query.statement).first(query.column));
      else if (query.kind === 'raw') result = await prepared(query.statement).raw({ columnNames: query.columnNames });
      else result = await prepared(query.statement)[query.kind]();
      bytesIn(result);
      return Response.json({ result: result ?? null });
    } catch (error) {
      return Response.json({ error: { name: error.name, message: error.message, cause: error.cause?.message } });
    }
  },
};`;

/** A Miniflare whose Worker serves `d1Client` with an empty in-memory D1. */
export function d1Miniflare(): Miniflare {
  return new Miniflare({ modules: true, script: WORKER, d1Databases: [BINDING] });
}

const sent = (value: unknown): Sent => {
  if (value === undefined) return { undefined: true };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { bytes: Buffer.from(bytes).toString('base64') };
  }
  return { value };
};

/** The D1 database of a `d1Miniflare`, as a Pages Function's env.DB offers it. */
export function d1Client(mf: Miniflare): D1Database {
  const ask = async (query: Query): Promise<unknown> => {
    const response = await mf.dispatchFetch('http://d1.test/', { method: 'POST', body: JSON.stringify(query) });
    const answer = (await response.json()) as Answer;
    if ('error' in answer) {
      const { name, message, cause } = answer.error;
      const error = new Error(message, cause === undefined ? undefined : { cause: new Error(cause) });
      error.name = name;
      throw error;
    }
    return answer.result;
  };
  const statements = new WeakMap<object, Statement>();
  const prepared = (statement: Statement): D1PreparedStatement => {
    const made = {
      bind: (...values: unknown[]) => prepared({ sql: statement.sql, params: values.map(sent) }),
      first: (column?: string) => ask(column === undefined ? { kind: 'first', statement } : { kind: 'first', statement, column }),
      all: () => ask({ kind: 'all', statement }),
      run: () => ask({ kind: 'run', statement }),
      raw: (options?: { columnNames?: boolean }) => ask({ kind: 'raw', statement, columnNames: options?.columnNames ?? false }),
    };
    statements.set(made, statement);
    return made as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => prepared({ sql, params: [] }),
    batch: (list: D1PreparedStatement[]) =>
      ask({
        kind: 'batch',
        statements: list.map((s) => {
          const statement = statements.get(s);
          if (!statement) throw new TypeError('D1 batch: every statement must come from this database’s prepare()');
          return statement;
        }),
      }),
    exec: (sql: string) => ask({ kind: 'exec', sql }),
    withSession(): never {
      throw new Error('The tests’ D1 client has no sessions');
    },
    dump(): never {
      throw new Error('The tests’ D1 client has no dump');
    },
  };
  return db as unknown as D1Database;
}
