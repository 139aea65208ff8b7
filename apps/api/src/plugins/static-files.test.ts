import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../../test/helpers';
import staticFilesPlugin from './static-files';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('uploads under /static', () => {
  it('serves a stored file with its content type, nosniff and a long cache', async () => {
    const body = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    await ctx.deps.storage.put('listings/abc-320.webp', body, 'image/webp');
    const res = await ctx.app.inject({ method: 'GET', url: '/static/listings/abc-320.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with 404, not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/static/listings/gone-320.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
  });

  it('answers a file that vanishes mid-request with 404, not 500', async () => {
    // The race: the file was there when the route matched and gone when it is read.
    const app = Fastify();
    await app.register((await import('./errors')).default);
    app.get('/vanished', async () => {
      throw Object.assign(new Error("ENOENT: no such file or directory, open '/uploads/x.webp'"), { code: 'ENOENT' });
    });
    const res = await app.inject({ method: 'GET', url: '/vanished' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
    expect(res.body).not.toContain('/uploads/');
    await app.close();
  });

  it('refuses to walk out of the uploads folder', async () => {
    for (const url of ['/static/../../etc/passwd', '/static/%2e%2e/%2e%2e/etc/passwd', '/static/listings/..%2f..%2fjwt-secret']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain(ctx.deps.config.jwtSecret);
    }
  });
});

describe("the installable app's files (ADR 032)", () => {
  let web: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'dwa-pwa-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Dwa', start_url: '/' }));
    web = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the service worker uncached by HTTP, as JavaScript, allowed to control the whole site, under the CSP', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('serves the web app manifest with its own content type, uncached', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Dwa' });
  });
});

describe('the app shell', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'dwa-shell-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('goes out with 404 for an address the app has no page for (the server did not render it: busy, or failed), 200 for its pages', async () => {
    const app = Fastify();
    await app.register(staticFilesPlugin, {
      webDist,
      uploadsDir: join(webDist, 'uploads'),
      // A public page the server is too busy to render, a page it failed to render, and the rest left to the browser.
      renderPage: (url) =>
        url.startsWith('/listings') ? Promise.resolve(null) : url.startsWith('/broken') ? Promise.reject(new Error('render failed')) : null,
      isUnknownPath: async (pathname) => pathname === '/nowhere' || pathname === '/broken',
    });
    try {
      for (const [url, status] of [
        ['/nowhere', 404],
        ['/nowhere?x=1', 404],
        ['/broken', 404],
        ['/listings', 200],
        ['/messages', 200],
      ] as const) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await app.close();
    }
  });
});
