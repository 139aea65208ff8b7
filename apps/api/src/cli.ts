import { join } from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import { DataDirLockedError } from '@dwa/db/lock';
import { USER_TYPES, type UserType } from '@dwa/shared/catalogue';
import { UsageError, backup, restore } from './backup';
import { loadConfig } from './config';
import { AppError } from './lib/errors';
import { pino } from 'pino';
import { openStorage } from './lib/open-storage';
import { DEFAULT_GRACE_MS, parseDuration, sweepUploads } from './sweep-uploads';

// Operator commands on the same database the server uses (PGlite under DATA_DIR, or DATABASE_URL).
//   npm run cli -- set-user-type <email> <CUSTOMER|SELLER|COURIER|ADMIN>
//   npm run cli -- backup <file>            npm run cli -- restore <file> [--replace]
//   npm run cli -- storage:copy-to-s3       (STORAGE=s3 and the S3_* variables set)
//   npm run cli -- sweep-uploads [--grace=1h] [--dry-run]
// With PGlite, stop the server first: one process at a time may open its data directory.
// The app's services and the S3 client load only in the commands that use them: `help`, a usage
// error or a backup start without importing the whole app (3 s of CPU on a small machine).

const USAGE = `Usage: npm run cli -- <command>

Commands:
  set-user-type <email> <${USER_TYPES.join('|')}>   change an account's type (make someone a seller or an admin)
  backup <file>                                     write the database to <file> (PGlite: stop the server first; PostgreSQL: needs pg_dump)
  restore <file> [--replace]                        load a backup into the database (--replace: over existing data; PGlite keeps the old one aside)
  storage:copy-to-s3                                copy DATA_DIR/uploads into the S3 bucket (the S3_* variables; files already there are skipped)
  sweep-uploads [--grace=1h] [--dry-run]            remove uploaded files no row names (left by a crash), older than the grace period (PGlite: stop the server first)
  help                                              show this text`;

function isUserType(value: string): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value);
}

/** No sockets here: what the services would publish live has nobody to reach. */
const offline = { publish: async () => undefined, onlineAmong: async () => new Set<number>() };

/** The same services as the server, on the same database and storage. */
async function servicesOn(database: Database) {
  const { createServices } = await import('./services');
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  return createServices({
    config,
    database,
    db: database.db,
    storage: await openStorage(config),
    now: () => new Date(),
    log,
    realtime: offline,
  });
}

async function open(): Promise<Database> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  await migrateDatabase(database);
  return database;
}

async function setUserType(args: string[]): Promise<number> {
  const [email, rawType] = args;
  const userType = rawType?.toUpperCase() ?? '';
  if (!email || !isUserType(userType) || args.length !== 2) {
    console.error(`${USAGE}\n`);
    if (rawType && !isUserType(userType)) console.error(`Unknown type '${rawType}'. Choose one of ${USER_TYPES.join(', ')}.`);
    return 2;
  }
  const database = await open();
  try {
    const { user, previous } = await (await servicesOn(database)).adminUsers.changeUserType({ email }, userType);
    console.log(
      previous === user.user_type
        ? `${user.email} is already ${user.user_type}.`
        : `${user.email} is now ${user.user_type} (was ${previous}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function backupOrRestore(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const [file] = files;
  if (!file || files.length !== 1 || (command === 'backup' && replace)) {
    console.error(USAGE);
    return 2;
  }
  try {
    console.log(command === 'backup' ? await backup(loadConfig(), file) : await restore(loadConfig(), file, replace));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
}

/** Copies the uploads on this machine's disk into the bucket STORAGE=s3 names; safe to run again. */
async function copyToS3(args: string[]): Promise<number> {
  const config = loadConfig();
  if (args.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (config.storage.kind !== 's3') {
    console.error('Set STORAGE=s3 and the S3_* variables (S3_BUCKET, S3_ENDPOINT, keys) of the bucket to copy into.');
    return 2;
  }
  const { copyDiskToS3, createS3Storage } = await import('./lib/storage-s3');
  const storage = createS3Storage(config.storage);
  try {
    await storage.ping();
    console.log(`Copying ${config.uploadsDir} to the bucket ${storage.bucket}...`);
    const report = await copyDiskToS3(config.uploadsDir, storage);
    const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
    console.log(`Copied ${report.copied} files (${megabytes} MB); ${report.present} already in the bucket.`);
    if (report.skipped.length > 0)
      console.log(
        `Skipped ${report.skipped.length} files that are not uploads: ${report.skipped.slice(0, 10).join(', ')}${report.skipped.length > 10 ? ', ...' : ''}`,
      );
    return 0;
  } finally {
    storage.close();
  }
}

/** Removes the uploads no row names (a crash between writing a photo and its row), sparing young ones. */
async function sweep(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const grace = args.find((arg) => arg.startsWith('--grace='))?.slice('--grace='.length);
  const graceMs = grace === undefined ? DEFAULT_GRACE_MS : parseDuration(grace);
  if (graceMs === null || args.some((arg) => arg !== '--dry-run' && !arg.startsWith('--grace='))) {
    console.error(`${USAGE}\n`);
    if (graceMs === null) console.error(`--grace takes a duration such as 1h, 30m or 0 (got '${grace}').`);
    return 2;
  }
  const config = loadConfig();
  const database = await open();
  const storage = await openStorage(config);
  try {
    const report = await sweepUploads({ db: database.db, storage, graceMs, dryRun });
    const verb = dryRun ? 'Would remove' : 'Removed';
    console.log(
      `Looked at ${report.scanned} files: ${dryRun ? 'would remove' : 'removed'} ${report.removed.length} that no row names (older than ${grace ?? '1h'}).`,
    );
    if (report.removed.length > 0)
      console.log(`${verb}: ${report.removed.slice(0, 10).join(', ')}${report.removed.length > 10 ? ', ...' : ''}`);
    if (report.young > 0) console.log(`Kept ${report.young} newer files no row names yet (an upload may be finishing).`);
    if (report.temporary > 0) console.log(`Removed ${report.temporary} temporary files of writes that never finished.`);
    if (report.unknown.length > 0)
      console.log(
        `Left alone ${report.unknown.length} files in folders the sweep does not know: ${report.unknown.slice(0, 10).join(', ')}${report.unknown.length > 10 ? ', ...' : ''}`,
      );
    return 0;
  } finally {
    storage.close?.();
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'set-user-type':
      return setUserType(args);
    case 'backup':
    case 'restore':
      return backupOrRestore(command, args);
    case 'storage:copy-to-s3':
      return copyToS3(args);
    case 'sweep-uploads':
      return sweep(args);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      console.error(`Unknown command '${command}'.\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) console.error(`\n${error.message}\n`);
    else if (error instanceof AppError) console.error(typeof error.detail === 'string' ? error.detail : error.message);
    else if (error instanceof Error && error.message.startsWith('Invalid configuration')) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
