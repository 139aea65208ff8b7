import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createRenderThreads, type RenderThreads } from './pages.render-thread';

// The render threads (ADR 085) with a stand-in for the web app's server entry: the same two
// functions (configure, render), written so each case can make it call the API, spin, fail or die.

const dir = mkdtempSync(join(tmpdir(), 'dwa-render-thread-'));
const entryFile = join(dir, 'entry.mjs');
writeFileSync(
  entryFile,
  `
let transport;
let origin = '';
export function configure(options) { transport = options.transport; origin = options.origin ?? ''; }
export async function render(url, { locale }) {
  const path = new URL(url).pathname;
  if (path === '/die') process.exit(3);
  if (path === '/throw') throw new Error('the page broke');
  if (path === '/spin') { const until = Date.now() + 300; while (Date.now() < until); }
  const answer = await transport('/api/v1/thing?n=1', { method: 'POST', headers: { 'x-one': 'yes' }, body: '{"a":1}' });
  return { kind: 'page', status: 200, html: path + ' ' + locale + ' ' + origin + ' ' + answer.status + ' ' + (await answer.text()), threadId: (await import('node:worker_threads')).threadId };
}
`,
);

type Page = { html: string; threadId: number };
type Seen = { path: string; method?: string; headers: Record<string, string>; body?: unknown };

let threads: RenderThreads<Page> | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(seen: Seen[] = [], count = 1, restartDelayMs = 0) {
  threads = createRenderThreads<Page>({
    entryUrl: pathToFileURL(entryFile).href,
    origin: 'https://dwa.example',
    threads: count,
    restartDelayMs,
    call: async (path, init) => {
      seen.push({ path, method: init.method, headers: init.headers as Record<string, string>, body: init.body });
      return new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } });
    },
  });
  return threads;
}

describe('render threads', () => {
  it('render a page on another thread, whose /api calls this thread answers (method, headers, body kept)', async () => {
    const seen: Seen[] = [];
    const page = await start(seen).render('http://dwa.local/listings', 'fr');
    expect(page.html).toBe('/listings fr https://dwa.example 201 {"ok":true}');
    expect(page.threadId).toBeGreaterThan(0);
    expect(seen).toEqual([{ path: '/api/v1/thing?n=1', method: 'POST', headers: { 'x-one': 'yes' }, body: '{"a":1}' }]);
  });

  it("leave the API's event loop free while React renders", async () => {
    const renders = start();
    await renders.render('http://dwa.local/warm', 'en');
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await renders.render('http://dwa.local/spin', 'en');
    clearInterval(timer);
    // 300 ms of rendering on the thread: this thread's timer kept firing (on this thread it would not once).
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('share pages between threads: the one with the fewest under way', async () => {
    const renders = start([], 2);
    const pages = await Promise.all([renders.render('http://dwa.local/spin', 'en'), renders.render('http://dwa.local/spin', 'en')]);
    expect(new Set(pages.map((page) => page.threadId)).size).toBe(2);
  });

  it('fail a page whose render throws, with its message, and carry on', async () => {
    const renders = start();
    await expect(renders.render('http://dwa.local/throw', 'en')).rejects.toThrow('the page broke');
    await expect(renders.render('http://dwa.local/after', 'en')).resolves.toMatchObject({ html: expect.stringContaining('/after') });
  });

  it('fail the pages under way when a thread dies, and start a new one for the next page', async () => {
    const renders = start();
    const first = await renders.render('http://dwa.local/before', 'en');
    await expect(renders.render('http://dwa.local/die', 'en')).rejects.toThrow('the render thread stopped (exit code 3)');
    const next = await renders.render('http://dwa.local/after', 'en');
    expect(next.html).toContain('/after');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('wait before starting a thread again after one died, refusing pages meanwhile (they go out as the shell)', async () => {
    const renders = start([], 1, 60_000);
    await expect(renders.render('http://dwa.local/die', 'en')).rejects.toThrow('exit code 3');
    await expect(renders.render('http://dwa.local/after', 'en')).rejects.toThrow('the render thread is restarting');
  });

  it('refuse pages once closed', async () => {
    const renders = start();
    await renders.render('http://dwa.local/one', 'en');
    await renders.close();
    await expect(renders.render('http://dwa.local/two', 'en')).rejects.toThrow('closed');
  });
});
