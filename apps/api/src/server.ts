import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, migrateDatabase, type Database } from '@dwa/db/client';
import { DataDirLockedError } from '@dwa/db/lock';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { connectionBudgetWarning } from './lib/connection-budget';
import { connectRedis } from './lib/redis';
import { openStorage } from './lib/open-storage';
import { seedDemoData } from './seed/demo';

// Starts the app: configuration, database (PGlite under DATA_DIR, or PostgreSQL), migrations,
// demo data on an empty non-production database, then listen; Ctrl-C drains and closes cleanly.
//
// WORKERS=N (N > 1, PostgreSQL only) runs N API processes on one port with node:cluster: this
// process (the primary) migrates and seeds once, then forks the workers, which only serve; it
// replaces a worker that dies, and on SIGTERM or SIGINT asks every worker to drain and waits for
// them all (docs/decisions/036).

/** How long a process may take to finish its in-flight requests before it is cut off. */
const DRAIN_MS = 10_000;
/** A worker that dies this soon after starting is not restarted in a loop faster than this. */
const RESTART_DELAY_MS = 1000;

const PGLITE_ONE_PROCESS = (workers: number) =>
  `WORKERS=${workers} needs PostgreSQL: PGlite is embedded in one process and its data directory can be opened by one process only.\n` +
  'Set DATABASE_URL to a PostgreSQL database to run several API processes, or leave WORKERS unset (1) to run on PGlite.';

async function openConfigured(config: Config): Promise<Database> {
  try {
    return config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
      : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function banner(
  config: Config,
  database: Database['kind'],
  seeded: Awaited<ReturnType<typeof seedDemoData>> | undefined,
  processes: string,
): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Dwa is running at ${url} (database: ${database}, data: ${config.dataDir}${processes})`, `API docs: ${url}/api/docs`];
  if (seeded && !config.isProduction) {
    lines.push('Demo accounts (password demo1234):', ...seeded.accounts.map((account) => `  ${account.email} (${account.userType})`));
  }
  return `\n${lines.join('\n')}\n`;
}

/** One API process. A cluster worker skips migrations and demo data: the primary did them before forking. */
async function serve(config: Config, role: 'single' | 'worker') {
  const database = await openConfigured(config);
  if (role === 'single') await migrateDatabase(database);
  const storage = await openStorage(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  const deps = { config, database, db: database.db, storage, now: () => new Date(), ...(redis ? { redis } : {}) };
  const app = await buildApp(deps);

  let seeded: Awaited<ReturnType<typeof seedDemoData>> | undefined;
  if (role === 'single' && config.seedDemo) {
    seeded = await seedDemoData({ db: database.db, storage, log: (message) => app.log.info(message) });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => process.exit(1), DRAIN_MS).unref();
    try {
      await app.close();
      await database.close();
      await redis?.client.quit().catch(() => undefined);
      storage.close?.();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The primary is gone (killed outright): a worker left alone drains and leaves rather than linger.
  if (role === 'worker') process.on('disconnect', () => void shutdown('primary gone'));

  await app.listen({ port: config.port, host: config.host });
  if (role === 'single') console.log(banner(config, database.kind, seeded, ''));
}

/** The cluster's primary: migrate and seed once, fork the workers, keep them up, drain them all on a signal. */
async function primary(config: Config) {
  const database = await openConfigured(config);
  let seeded: Awaited<ReturnType<typeof seedDemoData>> | undefined;
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied once, before starting ${config.workers} workers.`);
    const limits = await database.db.execute(
      sql`SELECT current_setting('max_connections')::int AS max, current_setting('superuser_reserved_connections')::int AS reserved`,
    );
    const row = (limits as unknown as { rows: Array<{ max: number; reserved: number }> }).rows[0];
    const warning =
      row &&
      connectionBudgetWarning({
        workers: config.workers,
        poolSize: config.databasePoolSize,
        maxConnections: row.max,
        reservedConnections: row.reserved,
      });
    if (warning) console.warn(`\n${warning}\n`);
    if (config.seedDemo) {
      const storage = await openStorage(config);
      seeded = await seedDemoData({ db: database.db, storage });
      storage.close?.();
    }
  } finally {
    await database.close();
  }

  let stopping = false;
  const fork = () => cluster.fork();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) console.log(banner(config, database.kind, seeded, `, ${config.workers} workers`));
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another.`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  for (let index = 0; index < config.workers; index += 1) fork();

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    console.log(`${signal} received: draining ${workers.length} workers.`);
    // Each worker finishes its in-flight requests (its own SIGTERM handler); whoever is still there
    // after the drain time and a little more is killed.
    const force = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS + 2000).unref();
    let left = workers.length;
    const done = () => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(force);
      process.exit(0);
    };
    if (left === 0) done();
    for (const worker of workers) {
      if (worker.isDead()) {
        done();
        continue;
      }
      worker.once('exit', done);
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, 'worker');
  if (config.workers > 1 && !config.databaseUrl) {
    console.error(`\n${PGLITE_ONE_PROCESS(config.workers)}\n`);
    process.exit(1);
  }
  return config.workers > 1 ? primary(config) : serve(config, 'single');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
