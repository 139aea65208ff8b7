import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('uploads under /static', () => {
  it('serves a stored file with its content type, nosniff and a long cache', async () => {
    const body = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).webp().toBuffer();
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
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('refuses to walk out of the uploads folder', async () => {
    for (const url of ['/static/../../etc/passwd', '/static/%2e%2e/%2e%2e/etc/passwd', '/static/listings/..%2f..%2fjwt-secret']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain(ctx.deps.config.jwtSecret);
    }
  });
});
