import { join } from 'node:path';
import { openDatabase, migrateDatabase } from '@dwa/db/client';
import { DataDirLockedError } from '@dwa/db/lock';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDiskStorage } from './lib/storage';
import { seedDemoData } from './seed/demo';

// Starts the app: configuration, database (PGlite under DATA_DIR, or PostgreSQL), migrations,
// demo data on an empty non-production database, then listen; Ctrl-C drains and closes cleanly.

async function main() {
  const config = loadConfig();
  let database;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  const storage = createDiskStorage(config.uploadsDir);
  const deps = { config, database, db: database.db, storage, now: () => new Date() };
  const app = await buildApp(deps);

  let seeded: Awaited<ReturnType<typeof seedDemoData>> | undefined;
  if (config.seedDemo) {
    seeded = await seedDemoData({ db: database.db, storage, log: (message) => app.log.info(message) });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Dwa is running at ${url} (database: ${database.kind}, data: ${config.dataDir})`, `API docs: ${url}/api/docs`];
  if (seeded && !config.isProduction) {
    lines.push('Demo accounts (password demo1234):', ...seeded.accounts.map((account) => `  ${account.email} (${account.userType})`));
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
