import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

/**
 * Starts the real server (as `npm start` does, on the built web app) and waits for /api/health.
 * BENCH_SERVER_NODE_OPTIONS adds Node options to the server's process only, to profile a bench's
 * server: `BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'` (Node refuses --cpu-prof
 * in NODE_OPTIONS). The profile is written when the server stops.
 */
/**
 * The Node options `npm start` gives the server (apps/api/package.json's start script, e.g. the young
 * generation's size, ADR 093): a bench measures the server as it is run.
 */
export function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../../apps/api/package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) --import tsx src\/server\.ts$/.exec(scripts.start);
  if (!match) throw new Error(`apps/api's start script is not 'node [options] --import tsx src/server.ts': ${scripts.start}`);
  return match[1]!.split(' ').filter(Boolean);
}

export async function startServer(options: { port: number; dataDir: string; fresh?: boolean; env?: Record<string, string> }) {
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  const nodeOptions = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...startNodeOptions(), ...nodeOptions, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        API_RATE_LIMIT_PER_MINUTE: '100000000',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    /** The server's process id (its memory is read from /proc). */
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
