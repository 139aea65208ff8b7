import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Logger, runMigrations as runJobMigrations } from 'graphile-worker';
import * as schema from './schema';
import { acquireDirLock, type DirLock } from './lock';
import { pglitePool } from './pglite-pool';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: a query that may join its caller's transaction takes either. */
export type Executor = Db | Tx;

/**
 * Called with every payload sent by NOTIFY on a channel; returns a function that stops listening.
 * `onReconnect` is called when a lost listening connection was replaced (payloads may have been missed).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  notify: (channel: string, payload: string) => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool, for metrics: connections open, idle, and queries waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** The embedded client, for dumping a migrated template in tests. */
  pglite?: PGlite;
  /**
   * A node-postgres Pool for libraries that take one (the job queue): PostgreSQL's own pool, or on
   * PGlite a look-alike over its one session (pglite-pool.ts).
   */
  pgPool: pg.Pool;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

export type OpenOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; lock?: boolean };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: Extract<OpenOptions, { kind: 'pglite' }>): Promise<Database> {
  let lock: DirLock | undefined;
  if (options.dataDir && options.lock !== false) lock = acquireDirLock(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      pgPool: pglitePool(client) as unknown as pg.Pool,
      listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => () => stop()),
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      ping: async () => (await client.query('SELECT 1 AS ok')).rows.length === 1,
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Statement texts seen so far, to name the ones that come again (ADR 090). A text with parameters
 * that has run twice becomes a named prepared statement of each pooled connection: PostgreSQL parses
 * it once per connection (and after five runs may keep a generic plan, as asyncpg, postgres.js and
 * JDBC's drivers let it), and the text is not sent again. At most `MAX_NAMED` texts get a name, so
 * statements built with a varying shape (IN lists, multi-row VALUES) cannot fill a connection with
 * plans; a text seen once is forgotten when `MAX_SEEN` of them have piled up.
 */
const MAX_NAMED = 1000;
const MAX_SEEN = 5000;
const namedTexts = new Map<string, string>();
const seenOnce = new Set<string>();

/** The name `text` runs under from its second run on, or undefined (first run, or past the bound). */
export function statementName(text: string): string | undefined {
  const known = namedTexts.get(text);
  if (known !== undefined || namedTexts.size >= MAX_NAMED) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `dwa_s${namedTexts.size + 1}`;
  namedTexts.set(text, name);
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/** A pooled client that runs the statements its callers send again (drizzle's) as named statements. */
class NamingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfigLike | string, unknown];
    const withValues = Array.isArray(values) ? values.length > 0 : Array.isArray((config as QueryConfigLike)?.values);
    if (config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined && withValues) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: NamingClient });
  // An idle client whose server connection dies (restart, failover, a dropped test database) emits
  // 'error' on the pool; unhandled, it would crash the process. The pool replaces the client.
  pool.on('error', () => undefined);
  // The same for a checked-out client (the job queue's LISTEN connection holds one for good): pg
  // raises the error again on its next query, where its caller handles it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    listen: async (channel, onPayload, onReconnect) => {
      // The LISTEN connection is checked out for good, so the pool does not watch it: a dropped
      // server connection would be an unhandled 'error' (a crash). Replace it, with backoff, and
      // say so: notifications sent meanwhile were missed.
      type Listener = { client: pg.PoolClient; drop: (error: Error) => void };
      let current: Listener | null = null;
      let stopped = false;
      let reconnecting = false;
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      const detach = ({ client, drop }: Listener, error?: Error) => {
        client.off('notification', handler);
        client.off('error', drop);
        try {
          client.release(error);
        } catch {
          // already released
        }
      };
      const connect = async () => {
        const client = await pool.connect();
        const listener: Listener = {
          client,
          drop: (error) => {
            detach(listener, error);
            if (current !== listener) return; // failed while connecting: the caller retries
            current = null;
            if (!stopped) void reconnect();
          },
        };
        client.on('error', listener.drop);
        client.on('notification', handler);
        try {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          listener.drop(error as Error);
          throw error;
        }
        current = listener;
      };
      const reconnect = async () => {
        if (reconnecting) return;
        reconnecting = true;
        for (let delay = 250; !stopped; delay = Math.min(delay * 2, 10_000)) {
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
          if (stopped || current) break;
          try {
            await connect();
            onReconnect?.();
            break;
          } catch {
            // still down: try again later
          }
        }
        reconnecting = false;
      };
      await connect();
      return async () => {
        stopped = true;
        const listener = current;
        current = null;
        if (!listener) return;
        listener.client.off('notification', handler);
        await listener.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        detach(listener);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    ping: async () => (await pool.query('SELECT 1 AS ok')).rowCount === 1,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
  };
}

/**
 * One statement with its parameters. `prepared`: on PostgreSQL it becomes a named prepared statement
 * of each pooled connection, parsed and planned once per connection instead of per call (after five
 * runs PostgreSQL may keep a generic plan, so write such statements for one: literals where the plan
 * depends on the value). PGlite runs it unnamed: it has no named statements in its API.
 */
export type Statement = { text: string; params: unknown[]; prepared?: boolean };

/** Distinct statement texts that get a name: bounded, so no caller can fill each connection with plans. */
const MAX_PREPARED = 500;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= MAX_PREPARED) return known;
  const name = `dwa_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Runs one statement outside any transaction on the database behind `db` (the pool's next free
 * connection, or PGlite) and answers its rows, without the query builder's per-call work.
 */
export async function runStatement<T>(db: Db, statement: Statement): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const name = statement.prepared ? preparedName(statement.text) : undefined;
    const result = await client.query({ text: statement.text, values: statement.params, ...(name ? { name } : {}) });
    return result.rows as T[];
  }
  if (client instanceof PGlite) return (await client.query<T>(statement.text, statement.params)).rows;
  throw new Error('runStatement needs a database opened by openDatabase');
}

/** The rows of a raw SQL query on either driver (both answer `{ rows }`; drizzle types them apart). */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Dwa's migrations, then the job queue's own schema (graphile-worker's, in `graphile_worker`; ADR 056). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  await runJobMigrations({ pgPool: database.pgPool, logger: quietLogger });
}

/** graphile-worker logs its migrations at info level: only its warnings and errors are worth a line here. */
const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[jobs] ${message}`);
});
