import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { migrateDatabase, openDatabase } from '@dwa/db/client';
import { seedBench } from './seed-bench';
import { startServer } from './server';
import { adminQuery, cliArg, freePort, runIfMain, withDatabase } from './cli';
import { backendPids, cpuMsOf } from './cpu';

// The search API under load (issue 5): 100,000 generated listings, the real server (LOG_LEVEL=warn,
// no demo data), autocannon with 50 connections for 10 s per query, on loopback, twice: as browsers
// ask (`shared`) and with Cache-Control: no-cache (`no-cache`, every request runs its own queries).
// Budget (docs/architecture.md): p99 < 50 ms on PostgreSQL. A throwaway database: on PostgreSQL
// `dwa_bench_<pid>` on postgres://root@127.0.0.1:5432 (dropped at the end), on PGlite a data dir
// under .bench/ (removed at the end). Other work on the machine skews the numbers: run it alone.
//
// Each row also says how much CPU a request cost the API process and PostgreSQL's backends (from
// /proc): on a machine shared with other work, throughput and latency move with the neighbours,
// CPU per request much less.
//
//   node --import tsx scripts/bench/api.ts [--kind=pglite|postgres|all] [--modes=shared,no-cache] [--count=100000] [--seconds=10]
//   node --import tsx scripts/bench/api.ts --kind=postgres --million      (1,000,000 listings: a few minutes of seeding)
//   node --import tsx scripts/bench/api.ts --kind=postgres --database-url=postgres://.../db   (a database seeded before: kept)

export type Row = {
  kind: 'pglite' | 'postgres';
  /**
   * `shared`: plain requests, as browsers send them (identical concurrent searches share one
   * computation, listings.search.ts). `no-cache`: with Cache-Control: no-cache, every request runs
   * its own queries: the cost of a search itself.
   */
  mode: 'shared' | 'no-cache';
  name: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  /** CPU time per request of the API process, and of PostgreSQL's backends of the bench database (ms). */
  serverCpuMs: number;
  databaseCpuMs: number | null;
};

export type BenchApiOptions = {
  kind: 'pglite' | 'postgres';
  /** Listings to generate (100,000). */
  count?: number;
  /** Seconds per query (10). */
  seconds?: number;
  connections?: number;
  /** The PostgreSQL server; a database is created and dropped on it. */
  postgresUrl?: string;
  modes?: readonly Row['mode'][];
  /** A PostgreSQL database seeded before (seed-bench.ts): used as it is, and kept. */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE of the server. */
  poolSize?: number;
};

export const API_QUERIES = [
  { name: 'first page', path: '/api/v1/classifieds/' },
  { name: 'text query', path: '/api/v1/classifieds/?q=samsung' },
  { name: 'filtered query', path: '/api/v1/classifieds/?category=Electronics&min_price=100&max_price=5000&sort=price_asc' },
] as const;

export const API_BUDGET = { p99Ms: 50 };
const MODES = ['shared', 'no-cache'] as const;

type AutocannonResult = {
  latency: { p50: number; p99: number };
  requests: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult & { requests: { total: number } }>;

// autocannon ships no type declarations: load it through require with the little of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Creates and seeds the database; answers the server's environment and how to clean up. */
async function prepare(
  options: Required<Pick<BenchApiOptions, 'kind' | 'count' | 'postgresUrl'>> & Pick<BenchApiOptions, 'databaseUrl'>,
  benchDir: string,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (options.kind === 'postgres' && options.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    return { env: { DATABASE_URL: options.databaseUrl }, cleanup: async () => undefined };
  }
  if (options.kind === 'postgres') {
    const name = `dwa_bench_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, options.postgresUrl);
    await adminQuery(`CREATE DATABASE ${name}`, options.postgresUrl);
    const url = withDatabase(options.postgresUrl, name);
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await migrateDatabase(database);
      const seeded = await seedBench(database, { count: options.count });
      console.log(`postgres: seeded ${seeded.listings} listings (${seeded.active} active) in ${seeded.ms} ms`);
    } finally {
      await database.close();
    }
    return { env: { DATABASE_URL: url }, cleanup: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, options.postgresUrl) };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: join(benchDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const seeded = await seedBench(database, { count: options.count });
    console.log(`pglite: seeded ${seeded.listings} listings (${seeded.active} active) in ${seeded.ms} ms`);
  } finally {
    await database.close();
  }
  return { env: {}, cleanup: async () => undefined };
}

export async function benchApi(options: BenchApiOptions): Promise<Row[]> {
  const settings = {
    kind: options.kind,
    count: options.count ?? 100_000,
    seconds: options.seconds ?? 10,
    connections: options.connections ?? 50,
    postgresUrl: options.postgresUrl ?? 'postgres://root@127.0.0.1:5432/postgres',
    modes: options.modes ?? MODES,
    databaseUrl: options.databaseUrl,
  };
  const benchDir = resolve('.bench', `api-${settings.kind}-${process.pid}`);
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const rows: Row[] = [];
  let cleanup: () => Promise<void> = async () => {};
  try {
    const prepared = await prepare(settings, benchDir);
    cleanup = prepared.cleanup;
    const server = await startServer({
      port: await freePort(),
      dataDir: benchDir,
      env: { ...prepared.env, SEED_DEMO: 'off', ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}) },
    });
    const databaseUrl = prepared.env.DATABASE_URL;
    try {
      for (const mode of settings.modes) {
        for (const query of API_QUERIES) {
          const url = `${server.url}${query.path}`;
          const headers: Record<string, string> = mode === 'no-cache' ? { 'cache-control': 'no-cache' } : {};
          const check = await fetch(url, { headers });
          if (!check.ok) throw new Error(`${query.path} answered ${check.status}: ${await check.text()}`);
          await autocannon({ url, headers, connections: settings.connections, duration: 2 }); // warm-up
          const backends = databaseUrl ? await backendPids(databaseUrl) : [];
          const cpuBefore = [cpuMsOf(server.pid), ...backends.map(cpuMsOf)];
          const result = await autocannon({ url, headers, connections: settings.connections, duration: settings.seconds });
          const cpuAfter = [cpuMsOf(server.pid), ...backends.map(cpuMsOf)];
          const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests.total)) * 100) / 100;
          const used = cpuAfter.map((ms, i) => ms - cpuBefore[i]!);
          const row: Row = {
            kind: settings.kind,
            mode,
            name: query.name,
            path: query.path,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            requestsPerSecond: Math.round(result.requests.average),
            errors: result.errors + result.timeouts,
            non2xx: result.non2xx,
            serverCpuMs: perRequest(used[0]!),
            // A backend the pool closed meanwhile counts what it used until then.
            databaseCpuMs: databaseUrl ? perRequest(used.slice(1).reduce((sum, ms) => sum + Math.max(0, ms), 0)) : null,
          };
          rows.push(row);
          const cpu = `CPU per request: API ${row.serverCpuMs} ms${row.databaseCpuMs === null ? ' (PGlite inside)' : `, PostgreSQL ${row.databaseCpuMs} ms`}`;
          console.log(
            `${settings.kind} ${mode}: ${query.name}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s; ${cpu}`,
          );
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
    rmSync(benchDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Issue 35's budget for search at 1,000,000 listings on PostgreSQL, no-cache, 50 connections: at least
 * 1,000 requests a second and p99 under 100 ms (first page, category + price), and under 1.8 ms of CPU
 * (the API process and PostgreSQL together) per request for every query shape, q= included.
 */
const MILLION_BUDGET = { requestsPerSecond: 1000, p99Ms: 100, cpuMs: 1.8 };

/** Each budget of MILLION_BUDGET a row meets or misses (throughput and p99 are not asked of q=). */
export function millionVerdicts(row: Row): string[] {
  const cpu = Math.round((row.serverCpuMs + (row.databaseCpuMs ?? 0)) * 100) / 100;
  const verdicts = [`cpu ${cpu} ms ${cpu < MILLION_BUDGET.cpuMs ? 'within' : 'OVER'}`];
  if (row.name !== 'text query') {
    verdicts.push(`${row.requestsPerSecond} req/s ${row.requestsPerSecond >= MILLION_BUDGET.requestsPerSecond ? 'within' : 'UNDER'}`);
    verdicts.push(`p99 ${row.p99Ms} ms ${row.p99Ms < MILLION_BUDGET.p99Ms ? 'within' : 'OVER'}`);
  }
  return verdicts;
}

export function formatApiTable(rows: Row[]): string {
  const lines = [
    `Search API, 50 connections (budget: p99 < ${API_BUDGET.p99Ms} ms on PostgreSQL; no-cache: every request runs its own queries; CPU ms per request of the API process and of PostgreSQL)`,
    `  ${'database'.padEnd(9)} ${'mode'.padEnd(9)} ${'query'.padEnd(15)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(7)} ${'api cpu'.padStart(8)} ${'db cpu'.padStart(7)}  errors`,
  ];
  for (const row of rows) {
    const verdict = row.kind === 'postgres' ? (row.p99Ms < API_BUDGET.p99Ms ? 'within' : 'OVER') : '';
    lines.push(
      `  ${row.kind.padEnd(9)} ${row.mode.padEnd(9)} ${row.name.padEnd(15)} ${String(row.p50Ms).padStart(7)} ${String(row.p99Ms).padStart(7)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.serverCpuMs).padStart(8)} ${String(row.databaseCpuMs ?? '-').padStart(7)}  ${String(row.errors + row.non2xx).padStart(6)}  ${verdict}`,
    );
  }
  lines.push('  queries:', ...API_QUERIES.map((query) => `    ${query.name.padEnd(15)} GET ${query.path}`));
  return lines.join('\n');
}

async function main() {
  const arg = cliArg;
  const kind = arg('kind') ?? 'pglite';
  const kinds = kind === 'all' ? ['pglite', 'postgres'] : [kind];
  const rows: Row[] = [];
  for (const each of kinds) {
    if (each !== 'pglite' && each !== 'postgres') throw new Error(`--kind must be pglite, postgres or all, not ${each}`);
    const modes = arg('modes')?.split(',') as Row['mode'][] | undefined;
    if (modes?.some((mode) => !MODES.includes(mode))) throw new Error(`--modes is a list of ${MODES.join(', ')}`);
    rows.push(
      ...(await benchApi({
        kind: each,
        modes,
        count: process.argv.includes('--million') ? 1_000_000 : arg('count') ? Number(arg('count')) : undefined,
        databaseUrl: arg('database-url'),
        poolSize: arg('pool-size') ? Number(arg('pool-size')) : undefined,
        seconds: arg('seconds') ? Number(arg('seconds')) : undefined,
      })),
    );
  }
  console.log(`\n${formatApiTable(rows)}`);
}

runIfMain(import.meta.url, main);
