import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real server (src/server.ts) as a process of its own, as an operator starts it: for tests
// about what only a whole process shows (a crash, several workers).

const API_DIR = join(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** Waits until /api/health/ready answers 200 (or the process dies, or the time is up). */
  ready: (timeoutMs?: number) => Promise<void>;
};

/** Starts the server on `env` (DATA_DIR, PORT, DATABASE_URL, ...): never a database inherited from the shell. */
export function startServerProcess(env: Record<string, string> & { PORT: string }): ServerProcess {
  const { DATABASE_URL: _inherited, WORKERS: _workers, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.PORT}`;
  const ready = async (timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
      const ok = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { child, url, output: () => output, exited, ready };
}

/** Ends the process and waits for it: SIGTERM drains it, SIGKILL is a crash. */
export async function stopServerProcess(server: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
