import { join } from 'node:path';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import { DataDirLockedError } from '@dwa/db/lock';
import { USER_TYPES, type UserType } from '@dwa/shared/catalogue';
import { UsageError, backup, restore } from './backup';
import { loadConfig } from './config';
import { AppError } from './lib/errors';
import { pino } from 'pino';
import { createDiskStorage } from './lib/storage';
import { createServices } from './services';

// Operator commands on the same database the server uses (PGlite under DATA_DIR, or DATABASE_URL).
//   npm run cli -- set-user-type <email> <CUSTOMER|SELLER|COURIER|ADMIN>
//   npm run cli -- backup <file>            npm run cli -- restore <file> [--replace]
// With PGlite, stop the server first: one process at a time may open its data directory.

const USAGE = `Usage: npm run cli -- <command>

Commands:
  set-user-type <email> <${USER_TYPES.join('|')}>   change an account's type (make someone a seller or an admin)
  backup <file>                                     write the database to <file> (PGlite: stop the server first; PostgreSQL: needs pg_dump)
  restore <file> [--replace]                        load a backup into the database (--replace: over existing data; PGlite keeps the old one aside)
  help                                              show this text`;

function isUserType(value: string): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value);
}

/** No sockets here: what the services would publish live has nobody to reach. */
const offline = { publish: async () => undefined, onlineAmong: async () => new Set<number>() };

/** The same services as the server, on the same database. */
function servicesOn(database: Database) {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  return createServices({ config, database, db: database.db, storage: createDiskStorage(config.uploadsDir), now: () => new Date(), log, realtime: offline });
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
    const { user, previous } = await servicesOn(database).adminUsers.changeUserType({ email }, userType);
    console.log(previous === user.user_type ? `${user.email} is already ${user.user_type}.` : `${user.email} is now ${user.user_type} (was ${previous}).`);
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

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'set-user-type':
      return setUserType(args);
    case 'backup':
    case 'restore':
      return backupOrRestore(command, args);
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
