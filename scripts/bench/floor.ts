import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from './chromium';
import { floorRow, modeOrder, type FloorMode, type FloorRow, type FloorSample } from './floor-report';

// Issue 34's measure, `npm run bench -- --only=floor`: each public page through Lighthouse's default
// mobile run twice over, with its scripts blocked (`blockedUrlPatterns: ['*.js']`: the floor, the same
// server HTML and CSS) and as served, interleaved in the same browser, page by page, `runs` rounds;
// the medians, served against floor, and the machine's benchmarkIndex. Pages rendered in the browser
// (no server HTML, so no floor) run as served only. `--pages=/a,/b` narrows the list (a spike's pages).
// With a baseline (another build of the web app served by a second server: `--against=<dist>`), its
// pages as served run interleaved too, so a change is measured against what it replaces in the same run.

export type FloorPage = { path: string; serverRendered: boolean };

export type FloorResult = { rows: FloorRow[]; benchmarkIndex: number[] };

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): run again, up to 3 times. */
async function runOnce(port: number, url: string, mode: FloorMode): Promise<FloorSample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnceUnchecked(port, url, mode);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  ${String(error)}: again`);
    }
  }
}

async function runOnceUnchecked(port: number, url: string, mode: FloorMode): Promise<FloorSample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(mode === 'floor' ? { blockedUrlPatterns: ['*.js'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, environment, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url} (${mode}): ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    ttiMs: value('interactive'),
    mainThreadMs: value('mainthread-work-breakdown'),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

export async function benchFloor(
  baseUrl: string,
  pages: FloorPage[],
  options: { runs?: number; baselineUrl?: string } = {},
): Promise<FloorResult> {
  const runs = options.runs ?? 3;
  const samples = new Map(
    pages.map((page) => [page.path, { floor: [] as FloorSample[], served: [] as FloorSample[], baseline: [] as FloorSample[] }]),
  );
  const benchmarkIndex: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
    try {
      for (const page of pages) {
        for (const mode of modeOrder(round, Boolean(options.baselineUrl))) {
          if (mode === 'floor' && !page.serverRendered) continue;
          const sample = await runOnce(chrome.port, `${mode === 'baseline' ? options.baselineUrl : baseUrl}${page.path}`, mode);
          samples.get(page.path)![mode].push(sample);
          benchmarkIndex.push(sample.benchmarkIndex);
          console.log(
            `  round ${round + 1} ${page.path} ${mode}: FCP ${sample.fcpMs} LCP ${sample.lcpMs} TBT ${sample.tbtMs} TTI ${sample.ttiMs} main ${sample.mainThreadMs} (index ${sample.benchmarkIndex})`,
          );
        }
      }
    } finally {
      chrome.kill();
    }
  }
  return { rows: pages.map((page) => floorRow(page.path, samples.get(page.path)!)), benchmarkIndex };
}

type ListingAnswer = { id: number; title: string; user: { user_id: number } };

/**
 * The public pages on the demo data: the landing, Classifieds, Explore with a query (a word of a demo
 * listing's title), a demo listing, Delivery, the seller page and the shop.
 */
export async function floorPages(baseUrl: string): Promise<FloorPage[]> {
  const response = await fetch(`${baseUrl}/api/v1/classifieds/1`);
  if (!response.ok) throw new Error(`The demo listing 1 is missing (${response.status}).`);
  const listing = (await response.json()) as ListingAnswer;
  const sellerId = listing.user.user_id;
  const word = listing.title.split(/\s+/).find((part) => part.length >= 4) ?? listing.title;
  return [
    { path: '/', serverRendered: true },
    { path: '/classifieds', serverRendered: true },
    { path: `/listings?q=${encodeURIComponent(word.toLowerCase())}`, serverRendered: true },
    { path: `/listing/${listing.id}`, serverRendered: true },
    { path: '/delivery', serverRendered: true },
    { path: `/seller/${sellerId}`, serverRendered: true },
    { path: '/ecommerce', serverRendered: true },
  ];
}
