import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { redisAnswers } from '../../apps/api/src/lib/redis';
import { cliArg, freePort, runIfMain } from './cli';
import { backendPids, childPids, countCpu } from './cpu';
import { CONNECTIONS, MIX, formatMixed, type Kind, type MixedRow, type RateLimitResult, type SteadyWindow } from './mixed-report';
import { adminQuery } from './cli';
import { LISTINGS, multipartListing, prepare, type World } from './mixed-world';
import { startServer } from './server';

// The mixed load of issue 18 on PostgreSQL (and Redis when it answers, for the shared rate limits):
// people browsing (a category, a page), searching (a word), opening a listing, posting a listing
// with a photo, and sending chat messages, in the proportions below, from autocannon on loopback.
//   1. Throughput: 1, 2 and 4 API processes (WORKERS), 32 connections, as fast as they answer:
//      requests per second and p99 for each.
//   2. Steady: one process at 200 requests a second for 5 minutes (--duration=60 to try it),
//      in 30 s windows: p99 and the server's RSS per window (no growth = no leak).
//   3. Cross-process rate limit: two processes, 11 failed sign-ins of one account, each on a new
//      connection (the cluster hands connections to the workers in turn): the 11th is refused.
// The client runs on the same 2-core machine as the server and PostgreSQL (and other agents' work):
// the numbers are a floor, and noisy.
//
//   node --import tsx scripts/bench/mixed.ts [--parts=throughput,steady,ratelimit] [--workers=1,2,4]
//        [--seconds=20] [--duration=300] [--rate=200]        (or npm run bench -- --only=mixed)
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432/postgres), BENCH_REDIS_URL (default redis://127.0.0.1:6379).

type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
type AutocannonResult = {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: Array<{
    setupRequest: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }>;
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations: load it through require with the little of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CATEGORIES = ['Electronics', 'Vehicles', 'Property', 'Fashion', 'Home & Garden', 'Jobs', 'Services'];
const WORDS = ['samsung', 'iphone', 'toyota', 'laptop', 'sofa', 'shoes', 'fridge', 'land', 'kente', 'generator'];

/** The next request of the mix, for autocannon (the kind goes in the connection's context, for the tally). */
function mixedRequests(world: World, tally: Map<Kind, { ok: number; failed: number }>) {
  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  // Each post gets its own photo bytes (identical uploads are fine, but vary the listing).
  const posts = Array.from({ length: 50 }, (_, index) => multipartListing(world.photo, index));
  let counter = 0;
  const pick = (): Kind => {
    let roll = Math.random() * total;
    for (const entry of MIX) {
      roll -= entry.weight;
      if (roll < 0) return entry.kind;
    }
    return 'browse';
  };
  const setupRequest = (_request: AutocannonRequest, context: Record<string, unknown>): AutocannonRequest => {
    const kind = pick();
    context.kind = kind;
    counter += 1;
    switch (kind) {
      case 'browse':
        return {
          method: 'GET',
          path: `/api/v1/classifieds/?category=${encodeURIComponent(CATEGORIES[counter % CATEGORIES.length]!)}&page=${1 + (counter % 5)}`,
          headers: {},
        };
      case 'search':
        return { method: 'GET', path: `/api/v1/classifieds/?q=${WORDS[counter % WORDS.length]}`, headers: {} };
      case 'open listing':
        return { method: 'GET', path: `/api/v1/classifieds/${world.listingIds[counter % world.listingIds.length]}`, headers: {} };
      case 'post listing': {
        const post = posts[counter % posts.length]!;
        return {
          method: 'POST',
          path: '/api/v1/classifieds/',
          headers: { authorization: `Bearer ${world.sellers[counter % world.sellers.length]}`, 'content-type': post.contentType },
          body: post.body,
        };
      }
      case 'chat send': {
        const chat = world.chats[counter % world.chats.length]!;
        return {
          method: 'POST',
          path: `/api/v1/chat/${chat.id}/send`,
          // The customer writes (each person may send 60 a minute: 400 customers, 40 sellers).
          headers: { authorization: `Bearer ${chat.tokens[0]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message_type: 'TEXT', content: `bench message ${counter}` }),
        };
      }
    }
  };
  const onResponse = (status: number, _body: string, context: Record<string, unknown>) => {
    const entry = tally.get(context.kind as Kind) ?? { ok: 0, failed: 0 };
    if (status >= 200 && status < 300) entry.ok += 1;
    else entry.failed += 1;
    tally.set(context.kind as Kind, entry);
  };
  return [{ setupRequest, onResponse }];
}

/** One request on a connection of its own (the cluster hands out connections, not requests). */
function call(url: string, init: { method?: string; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', agent: false, headers: init.body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.end(init.body);
  });
}

/** Waits until `workers` processes answer /api/health/live. */
async function waitForWorkers(base: string, workers: number): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const pids = new Set<number>();
    for (let i = 0; i < workers * 6; i += 1) {
      const res = await call(`${base}/api/health/live`).catch(() => null);
      if (res?.status === 200) pids.add((JSON.parse(res.body) as { pid: number }).pid);
    }
    if (pids.size >= workers) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${workers} workers did not all answer within 3 minutes`);
}

async function serve(world: World, workers: number, redis: boolean) {
  const port = await freePort();
  const dataDir = `/tmp/dwa-bench-mixed-${port}`;
  const env: Record<string, string> = {
    DATABASE_URL: world.url,
    WORKERS: String(workers),
    JWT_SECRET: world.secret,
    SEED_DEMO: 'off',
    ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: `dwa-bench-${world.name}-${port}:` } : {}),
  };
  const server = await startServer({ port, dataDir, fresh: true, env });
  await waitForWorkers(server.url, workers);
  return {
    ...server,
    stop: async () => {
      // autocannon leaves its last requests in flight when its time is up: let them finish first.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchThroughput(world: World, workers: number, seconds: number, redis: boolean): Promise<MixedRow> {
  const server = await serve(world, workers, redis);
  try {
    const warm = new Map<Kind, { ok: number; failed: number }>();
    await autocannon({ url: server.url, connections: CONNECTIONS, duration: 3, requests: mixedRequests(world, warm) });
    const tally = new Map<Kind, { ok: number; failed: number }>();
    // Where the CPU goes (the workers are the primary's children; the pools' backends are open after the warm-up).
    const cpu = countCpu([server.pid, ...childPids(server.pid)], await backendPids(world.url));
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: mixedRequests(world, tally),
    });
    const row: MixedRow = {
      workers,
      connections: CONNECTIONS,
      seconds,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      byKind: Object.fromEntries([...tally].map(([kind, counts]) => [kind, `${counts.ok}/${counts.ok + counts.failed} ok`])),
      cpu: cpu.finish(result.requests.total),
    };
    console.log(
      `WORKERS=${workers}: ${row.rps} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.errors} errors, ${row.non2xx} non-2xx (${JSON.stringify(row.byKind)}); ` +
        `CPU per request: API ${row.cpu.apiMs} ms, PostgreSQL ${row.cpu.databaseMs} ms, load generator ${row.cpu.clientMs} ms; machine ${row.cpu.machineBusyPercent}% busy`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

const rssMiB = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function benchSteady(
  world: World,
  options: { durationS: number; rate: number; windowS?: number },
  redis: boolean,
): Promise<SteadyWindow[]> {
  const windowS = Math.min(options.windowS ?? 30, options.durationS);
  const server = await serve(world, 1, redis);
  const windows: SteadyWindow[] = [];
  try {
    const warm = new Map<Kind, { ok: number; failed: number }>();
    await autocannon({ url: server.url, connections: 20, duration: 5, overallRate: options.rate, requests: mixedRequests(world, warm) });
    for (let at = 0; at < options.durationS; at += windowS) {
      const tally = new Map<Kind, { ok: number; failed: number }>();
      const result = await autocannon({
        url: server.url,
        connections: 20,
        duration: windowS,
        overallRate: options.rate,
        requests: mixedRequests(world, tally),
      });
      const window: SteadyWindow = {
        atS: at + windowS,
        rps: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        rssMiB: Math.round(rssMiB(server.pid)),
      };
      windows.push(window);
      console.log(
        `steady ${window.atS} s: ${window.rps} req/s, p50 ${window.p50Ms} ms, p99 ${window.p99Ms} ms, max ${window.maxMs} ms, ${window.errors} errors, ${window.non2xx} non-2xx, RSS ${window.rssMiB} MiB`,
      );
    }
    return windows;
  } finally {
    await server.stop();
  }
}

/** Two processes, 11 failed sign-ins of one account, each on a new connection (so spread over both). */
export async function benchRateLimit(world: World, redis: boolean): Promise<RateLimitResult> {
  const server = await serve(world, 2, redis);
  try {
    const email = `nobody-${Date.now()}@bench.gh`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const res = await call(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      });
      statuses.push(res.status);
    }
    const result = { workers: 2, store: redis ? 'Redis' : 'PostgreSQL', statuses, eleventh: statuses[10]! };
    console.log(`rate limit over 2 processes (${result.store}): ${statuses.join(' ')} -> the 11th answered ${result.eleventh}`);
    return result;
  } finally {
    await server.stop();
  }
}

export async function benchMixed(
  options: { parts?: string[]; workers?: number[]; seconds?: number; durationS?: number; rate?: number } = {},
) {
  const parts = options.parts ?? ['throughput', 'steady', 'ratelimit'];
  const redis = await redisAnswers(REDIS_URL);
  console.log(
    `Preparing a PostgreSQL database with ${LISTINGS} listings (Redis ${redis ? 'answers: shared limits in Redis' : 'does not answer: shared limits in PostgreSQL'})...`,
  );
  const world = await prepare();
  const rows: MixedRow[] = [];
  let steady: SteadyWindow[] = [];
  let limit: RateLimitResult | null = null;
  try {
    if (parts.includes('throughput'))
      for (const workers of options.workers ?? [1, 2, 4]) rows.push(await benchThroughput(world, workers, options.seconds ?? 20, redis));
    if (parts.includes('steady'))
      steady = await benchSteady(world, { durationS: options.durationS ?? 300, rate: options.rate ?? 200 }, redis);
    if (parts.includes('ratelimit')) limit = await benchRateLimit(world, redis);
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${world.name} WITH (FORCE)`);
  }
  return { rows, steady, limit };
}

/** The options from the command line (`--parts`, `--workers`, `--seconds`, `--duration`, `--rate`). */
export function mixedOptionsFromArgs(): Parameters<typeof benchMixed>[0] {
  const list = (value: string | undefined) => value?.split(',').filter(Boolean);
  const number = (name: string) => (cliArg(name) ? Number(cliArg(name)) : undefined);
  return {
    parts: list(cliArg('parts')),
    workers: list(cliArg('workers'))?.map(Number),
    seconds: number('seconds'),
    durationS: number('duration'),
    rate: number('rate'),
  };
}

runIfMain(import.meta.url, async () => {
  const result = await benchMixed(mixedOptionsFromArgs());
  console.log(`\n${formatMixed(result.rows, result.steady, result.limit)}`);
});
