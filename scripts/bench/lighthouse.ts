import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from './chromium';

export type LighthouseScore = { path: string; performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Lighthouse's default mobile run (throttled 4G, mid-range phone) of each page, `runs` times: the median of each figure. */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseScore[]> {
  const all: LighthouseScore[] = [];
  for (let run = 0; run < runs; run += 1) all.push(...(await runLighthouseOnce(baseUrl, paths)));
  return paths.map((path) => {
    const mine = all.filter((score) => score.path === path);
    return {
      path,
      performance: median(mine.map((score) => score.performance)),
      accessibility: median(mine.map((score) => score.accessibility)),
      lcpMs: median(mine.map((score) => score.lcpMs)),
      tbtMs: median(mine.map((score) => score.tbtMs)),
      cls: median(mine.map((score) => score.cls)),
    };
  });
}

async function runLighthouseOnce(baseUrl: string, paths: string[]): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const scores: LighthouseScore[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      scores.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
