import { EventEmitter } from 'node:events';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

// A node-postgres Pool look-alike over the one PGlite session, for libraries that take a pg Pool
// (the job queue, graphile-worker; ADR 056). PGlite is one session, so:
// - a client's BEGIN opens a PGlite transaction; until that client's COMMIT or ROLLBACK its
//   statements go to the transaction, and everyone else's wait (PGlite's own lock), as a second
//   connection would wait for a row lock;
// - LISTEN and UNLISTEN become PGlite's listen and unlisten, and a NOTIFY reaches the client as a
//   'notification' event, as in pg;
// - bigint and numeric come back as text, as pg answers them.
// Only what such a library uses is here: query (promise or callback, text or { text, values }),
// connect (promise or callback), release, end, and the pool's counters.

type QueryConfig = { text: string; values?: unknown[]; rowMode?: 'array' };
type QueryResult = { rows: unknown[]; rowCount: number; fields: { name: string; dataTypeID: number }[]; command: string };
type Callback = (error: Error | null, result?: QueryResult) => void;

/** pg leaves int8 (20) and numeric (1700) as text: a JavaScript number cannot hold every value. */
const AS_TEXT = { 20: (value: string) => value, 1700: (value: string) => value };
const EMPTY: QueryResult = { rows: [], rowCount: 0, fields: [], command: '' };

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback|abort)\s*;?\s*$/i;
const LISTEN = /^\s*(listen|unlisten)\s+("(?:[^"]|"")+"|[\w*]+)\s*$/i;

function shape(result: Results | undefined): QueryResult {
  if (!result) return EMPTY;
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, fields: result.fields, command: '' };
}

async function run(target: PGlite | Transaction, { text, values = [], rowMode }: QueryConfig): Promise<QueryResult> {
  // Several statements in one string (a migration) go through exec, which takes no parameters.
  if (values.length === 0 && !rowMode) {
    const results = await target.exec(text, { parsers: AS_TEXT });
    return shape(results.at(-1));
  }
  return shape(await target.query(text, values, { parsers: AS_TEXT, ...(rowMode ? { rowMode } : {}) }));
}

export type PglitePool = EventEmitter & {
  connect(callback?: (error: Error | null, client?: PgliteClient, release?: () => void) => void): Promise<PgliteClient> | undefined;
  query(text: string | QueryConfig, values?: unknown[] | Callback, callback?: Callback): Promise<QueryResult> | undefined;
  end(): Promise<void>;
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
};

export type PgliteClient = EventEmitter & {
  query: PglitePool['query'];
  release(error?: unknown): Promise<void>;
};

export function pglitePool(pglite: PGlite): PglitePool {
  const pool = new EventEmitter() as PglitePool;
  Object.assign(pool, { totalCount: 0, idleCount: 0, waitingCount: 0, options: { max: 10 } });
  // PGlite has no connection to lose, so the pool never emits 'error'; a library checks that someone listens.
  pool.on('error', () => undefined);
  pool.on('connect', () => undefined);

  function makeClient(): PgliteClient {
    const client = new EventEmitter() as PgliteClient;
    let tx: Transaction | null = null;
    let finish: ((how: 'commit' | 'rollback') => void) | null = null;
    let done: Promise<void> | null = null;
    const stops = new Map<string, () => Promise<void>>();

    async function listen(verb: string, quoted: string): Promise<void> {
      const channel = quoted.startsWith('"') ? quoted.slice(1, -1).replaceAll('""', '"') : quoted;
      if (verb.toLowerCase() === 'listen') {
        if (stops.has(channel)) return;
        const handler = (payload: string) => client.emit('notification', { channel, payload, processId: 0 });
        // Quoted: a name such as jobs:insert is not an identifier as it stands (PGlite's own
        // unlisten function would send it unquoted, so this unlistens by the quoted name itself).
        const name = `"${channel.replaceAll('"', '""')}"`;
        await pglite.listen(name, handler);
        stops.set(channel, () => pglite.unlisten(name, handler));
        return;
      }
      const names = channel === '*' ? [...stops.keys()] : [channel];
      for (const name of names) {
        await stops.get(name)?.();
        stops.delete(name);
      }
    }

    async function begin(): Promise<void> {
      let started!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      done = pglite
        .transaction(async (transaction) => {
          tx = transaction;
          started();
          const how = await new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
          if (how === 'rollback') await transaction.rollback();
        })
        .catch(() => undefined)
        .finally(() => {
          tx = null;
          finish = null;
        });
      await ready;
    }

    async function end(how: 'commit' | 'rollback'): Promise<void> {
      finish?.(how);
      await done;
      done = null;
    }

    async function statement(query: QueryConfig): Promise<QueryResult> {
      const parts = query.text
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length > 0 && parts.every((part) => LISTEN.test(part))) {
        for (const part of parts) {
          const [, verb, channel] = LISTEN.exec(part)!;
          await listen(verb!, channel!);
        }
        return EMPTY;
      }
      if (!tx && BEGIN.test(query.text)) {
        await begin();
        return EMPTY;
      }
      if (tx && END.test(query.text)) {
        await end(/^\s*(rollback|abort)/i.test(query.text) ? 'rollback' : 'commit');
        return EMPTY;
      }
      return run(tx ?? pglite, query);
    }

    client.query = ((text: string | QueryConfig, values?: unknown[] | Callback, callback?: Callback) => {
      const config: QueryConfig = typeof text === 'string' ? { text, values: Array.isArray(values) ? values : [] } : text;
      const answer = statement(config);
      const cb = typeof values === 'function' ? values : callback;
      if (!cb) return answer;
      answer.then(
        (result) => cb(null, result),
        (error: Error) => cb(error),
      );
      return undefined;
    }) as PglitePool['query'];

    client.release = async () => {
      // A transaction left open is rolled back, as pg's server would on a dropped connection.
      if (tx) await end('rollback');
      for (const stop of stops.values()) await stop();
      stops.clear();
      pool.totalCount -= 1;
    };
    return client;
  }

  pool.connect = ((callback?: (error: Error | null, client?: PgliteClient, release?: () => void) => void) => {
    const client = makeClient();
    pool.totalCount += 1;
    pool.emit('connect', client);
    if (!callback) return Promise.resolve(client);
    process.nextTick(() => callback(null, client, () => void client.release()));
    return undefined;
  }) as PglitePool['connect'];

  pool.query = ((text: string | QueryConfig, values?: unknown[] | Callback, callback?: Callback) => {
    const client = makeClient();
    pool.totalCount += 1;
    const answer = (client.query(text, Array.isArray(values) ? values : undefined) as Promise<QueryResult>).finally(() => client.release());
    const cb = typeof values === 'function' ? values : callback;
    if (!cb) return answer;
    answer.then(
      (result) => cb(null, result),
      (error: Error) => cb(error),
    );
    return undefined;
  }) as PglitePool['query'];

  pool.end = async () => undefined;
  return pool;
}
