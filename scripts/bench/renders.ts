import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import { SEARCH_SORTS } from '@dwa/shared/search';
import { cliArg, freePort, runIfMain } from './cli';
import { cpuMsOf } from './cpu';
import { startServer } from './server';
import { percentile } from './stats';

// Fresh server renders under a crowd (issue 35): the real server on PGlite with the demo data, 50
// visitors at once, each asking again as soon as answered, for `--seconds` (10). Every request is a
// different /listings address (50 real searches: words, categories, sorts, prices, each with a
// number of its own so the 10 s page cache never answers), so every request is a fresh render. A
// server past its fresh-render limit answers with the app's shell (the browser renders the page);
// the bench tells the two apart by their Cache-Control (a rendered page may be kept by a shared
// cache for 10 s, the shell never) and counts them apart. The
// client reads the compressed pages without opening them, so it leaves the server a core. The same load runs against each setting of RENDER_THREADS asked for (`--threads=0,1`:
// 0 renders on the API's own thread, as before ADR 085), back to back, so they are compared on the
// same machine in the same minutes.
// Budget (issue 35): at least 100 rendered pages a second, p99 under 1 s.
//   node --import tsx scripts/bench/renders.ts [--threads=0,1] [--seconds=10] [--connections=50] [--web-dist=<dir>]
//   (or npm run bench -- --only=renders)

export type RendersRow = {
  renderThreads: string;
  seconds: number;
  rendered: { perSecond: number; p50Ms: number; p99Ms: number };
  shell: { perSecond: number; p50Ms: number; p99Ms: number };
  errors: number;
  /** A JSON API request (a search's facets) sent every 100 ms during the crowd: how long it waited. */
  apiP50Ms: number;
  apiP99Ms: number;
  /** The server process's CPU (all its threads) per answer. */
  cpuMsPerAnswer: number;
};

export const RENDERS_BUDGET = { renderedPerSecond: 100, p99Ms: 1000 };

const WORDS = ['', 'samsung', 'iphone', 'toyota', 'kente', 'sofa', 'laptop', 'shoes', 'land', 'fridge'];

/** 50 different searches, as people type and filter them. */
export function renderAddresses(): string[] {
  const addresses: string[] = [];
  for (let i = 0; addresses.length < 50; i += 1) {
    const params = new URLSearchParams();
    const word = WORDS[i % WORDS.length]!;
    if (word) params.set('q', word);
    if (i % 3 === 1) params.set('category', CATEGORY_NAMES[i % CATEGORY_NAMES.length]!);
    if (i % 4 === 2) params.set('sort', SEARCH_SORTS[i % SEARCH_SORTS.length]!);
    if (i % 5 === 3) params.set('max_price', String(500 + 250 * i));
    addresses.push(`/listings?${params.toString()}`);
  }
  return [...new Set(addresses)];
}

/** One GET on a kept-alive connection; the body is read, not decompressed (a browser's work, not the server's). */
function get(agent: Agent, url: string, headers: Record<string, string>): Promise<{ status: number; rendered: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers, timeout: 20_000 }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rendered: /s-maxage/.test(String(res.headers['cache-control'] ?? '')) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function crowd(baseUrl: string, seconds: number, connections: number) {
  const addresses = renderAddresses();
  const agent = new Agent({ keepAlive: true, maxSockets: connections + 1 });
  const answers: { ms: number; rendered: boolean }[] = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const visitor = async (index: number) => {
    for (let turn = 0; Date.now() < end; turn += 1) {
      n += 1;
      const address = `${addresses[(index + turn) % addresses.length]}&visit=${n}`;
      const started = performance.now();
      try {
        // As a browser asks: the page comes compressed.
        const answer = await get(agent, `${baseUrl}${address}`, { 'accept-encoding': 'br, gzip' });
        if (answer.status !== 200) throw new Error(String(answer.status));
        answers.push({ ms: performance.now() - started, rendered: answer.rendered });
      } catch {
        errors += 1;
      }
    }
  };
  // Meanwhile someone signed in uses the API (a JSON search): does it wait behind the renders?
  const apiMs: number[] = [];
  const probe = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      await get(agent, `${baseUrl}/api/v1/classifieds/facets?q=phone&probe=${n}`, { 'cache-control': 'no-cache' }).catch(() => undefined);
      apiMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([probe(), ...Array.from({ length: connections }, (_, index) => visitor(index))]);
  agent.destroy();
  return { answers, errors, apiMs };
}

export async function benchRenders(
  options: { threads?: string[]; seconds?: number; connections?: number; webDist?: string } = {},
): Promise<RendersRow[]> {
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 50;
  const rows: RendersRow[] = [];
  for (const threads of options.threads ?? ['0', '1']) {
    const server = await startServer({
      port: await freePort(),
      dataDir: '.bench/data-renders',
      env: { ...(threads === 'default' ? {} : { RENDER_THREADS: threads }), ...(options.webDist ? { WEB_DIST: options.webDist } : {}) },
    });
    try {
      // The demo data is seeded after /api/health answers, and the renderer loads in the background.
      for (let tries = 0; ; tries += 1) {
        const body = await fetch(`${server.url}/listings?q=samsung&warm=${tries}`).then((res) => res.text());
        if (body.includes('id="dwa-state"') && !body.includes('"results":[]')) break;
        if (tries > 120) throw new Error('the server never rendered a page with results');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await crowd(server.url, 2, connections); // warm-up
      const cpuBefore = cpuMsOf(server.pid);
      const { answers, errors, apiMs } = await crowd(server.url, seconds, connections);
      const cpu = cpuMsOf(server.pid) - cpuBefore;
      const part = (rendered: boolean) => {
        const ms = answers.filter((answer) => answer.rendered === rendered).map((answer) => answer.ms);
        return {
          perSecond: Math.round((ms.length / seconds) * 10) / 10,
          p50Ms: Math.round(percentile(ms, 50)),
          p99Ms: Math.round(percentile(ms, 99)),
        };
      };
      rows.push({
        renderThreads: threads,
        seconds,
        rendered: part(true),
        shell: part(false),
        errors,
        apiP50Ms: Math.round(percentile(apiMs, 50)),
        apiP99Ms: Math.round(percentile(apiMs, 99)),
        cpuMsPerAnswer: answers.length ? Math.round((cpu / answers.length) * 10) / 10 : 0,
      });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

export function formatRendersTable(rows: RendersRow[]): string {
  const lines = [
    'Fresh renders: 50 visitors at once, 50 different /listings searches, PGlite with the demo data',
    `(budget: >= ${RENDERS_BUDGET.renderedPerSecond} rendered pages/s, p99 < ${RENDERS_BUDGET.p99Ms} ms)`,
    '| RENDER_THREADS | rendered/s | rendered p50 | rendered p99 | shells/s | shell p50 | shell p99 | errors | API p50 / p99 meanwhile | server CPU/answer | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const ok = row.rendered.perSecond >= RENDERS_BUDGET.renderedPerSecond && row.rendered.p99Ms < RENDERS_BUDGET.p99Ms && row.errors === 0;
    lines.push(
      `| ${row.renderThreads} | ${row.rendered.perSecond} | ${row.rendered.p50Ms} ms | ${row.rendered.p99Ms} ms | ${row.shell.perSecond} | ${row.shell.p50Ms} ms | ${row.shell.p99Ms} ms | ${row.errors} | ${row.apiP50Ms} / ${row.apiP99Ms} ms | ${row.cpuMsPerAnswer} ms | ${ok ? 'within' : 'UNDER budget'} |`,
    );
  }
  return lines.join('\n');
}

runIfMain(import.meta.url, async () => {
  const rows = await benchRenders({
    threads: cliArg('threads')?.split(','),
    seconds: Number(cliArg('seconds') ?? 10),
    connections: Number(cliArg('connections') ?? 50),
    ...(cliArg('web-dist') ? { webDist: resolve(cliArg('web-dist')!) } : {}),
  });
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results-renders.json', `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`\n${formatRendersTable(rows)}`);
});
