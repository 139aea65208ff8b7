import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium';

export type PageWeight = { path: string; jsGzipKiB: number; cssGzipKiB: number; files: number };

/**
 * What a first visit of each page downloads: every script and stylesheet the page loads in a real
 * Chromium (entry, preloads and the route's lazy chunk), gzipped at level 9 as the budget counts it.
 */
export async function measurePageWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript(() => localStorage.setItem('splash_seen', '1'));
      const page = await context.newPage();
      const bodies: Promise<{ type: string; size: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        bodies.push(
          response
            .body()
            .then((body) => ({ type, size: gzipSync(body, { level: 9 }).length }))
            .catch(() => ({ type, size: 0 })),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(bodies);
      const sum = (type: string) => sizes.filter((item) => item.type === type).reduce((total, item) => total + item.size, 0);
      results.push({ path, jsGzipKiB: round(sum('script') / 1024), cssGzipKiB: round(sum('stylesheet') / 1024), files: sizes.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const round = (value: number) => Math.round(value * 10) / 10;
