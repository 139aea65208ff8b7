import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';

// What every bench script needs: its `--name=value` arguments, running main() when started
// directly (not when imported by run.ts), a free port, and a database URL for another database.

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
