import { createRequire } from 'node:module';
import { cliArg, freePort, runIfMain } from './cli';
import { startServer } from './server';

// Server-rendered pages under load (issue 15): the real server on the demo data, autocannon with 50
// connections for 10 s per page. `shared`: one URL, as many visitors ask for it (the renderer keeps a
// page 10 s per URL, so this is mostly the cache). `each`: every request a URL of its own (an
// ignored parameter), so every request renders: the cost of server rendering itself.
// Budget (issue 15): /listings at >= 300 requests/s with 50 connections.
//
//   node --import tsx scripts/bench/pages.ts [--seconds=10] [--connections=50]

export type PageRow = {
  path: string;
  mode: 'shared' | 'each';
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
};

type AutocannonResult = {
  latency: { p50: number; p99: number };
  requests: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Request = { method?: string; path: string };
type Autocannon = (options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  requests?: { setupRequest: (request: Request) => Request }[];
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations: load it through require with the little of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const PAGE_PATHS = ['/listings', '/listing/1', '/classifieds', '/'] as const;
export const PAGES_BUDGET = { listingsPerSecond: 300 };

export async function benchPages(baseUrl: string, options: { seconds?: number; connections?: number } = {}): Promise<PageRow[]> {
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 50;
  const rows: PageRow[] = [];
  for (const path of PAGE_PATHS) {
    for (const mode of ['shared', 'each'] as const) {
      let n = 0;
      const unique = (request: Request): Request => {
        n += 1;
        return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}bench=${n}` };
      };
      const requests = mode === 'each' ? [{ setupRequest: unique }] : undefined;
      // As a browser asks: the page comes compressed.
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      await autocannon({ url: `${baseUrl}${path}`, headers, connections, duration: 2, ...(requests ? { requests } : {}) }); // warm-up
      const result = await autocannon({
        url: `${baseUrl}${path}`,
        headers,
        connections,
        duration: seconds,
        ...(requests ? { requests } : {}),
      });
      rows.push({
        path,
        mode,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
  }
  return rows;
}

export function formatPagesTable(rows: PageRow[]): string {
  return rows
    .map((row) => {
      const verdict =
        row.path === '/listings' && row.mode === 'shared'
          ? row.requestsPerSecond >= PAGES_BUDGET.listingsPerSecond
            ? ' within budget'
            : ' UNDER budget'
          : '';
      return `  ${row.path.padEnd(13)} ${row.mode.padEnd(6)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}  non-2xx ${row.non2xx}${verdict}`;
    })
    .join('\n');
}

runIfMain(import.meta.url, async () => {
  const port = await freePort();
  const server = await startServer({ port, dataDir: '.bench/data-pages' });
  try {
    const rows = await benchPages(server.url, {
      seconds: Number(cliArg('seconds') ?? 10),
      connections: Number(cliArg('connections') ?? 50),
    });
    console.log(`Server-rendered pages (demo data, 50 connections)\n${formatPagesTable(rows)}`);
  } finally {
    await server.stop();
  }
});
