import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

// What every bench script needs: its `--name=value` arguments, running main() when started
// directly (not when imported by run.ts), a free port, a database URL for another database, and
// one statement on the PostgreSQL server they create their databases on.

/** The value of `--name=value` on the command line, or undefined. */
export function cliArg(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Runs `main` when the module at `moduleUrl` is the script node was started with; exits 1 on error. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** The same PostgreSQL server URL, pointed at database `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The PostgreSQL server the benches create their databases on (its maintenance database). */
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** One statement (CREATE or DROP DATABASE) on that server, or on `url`, on a connection of its own. */
export async function adminQuery(text: string, url = BENCH_POSTGRES_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
