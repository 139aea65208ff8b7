import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { insertListing } from '../test/factories/listings';
import { createUser } from '../test/factories/users';

// The API's JSON answers go compressed to a client that takes it (ADR 086): our users pay for
// every kilobyte, and a page of search results is tens of kilobytes of JSON.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const seller = await createUser(ctx, { userType: 'SELLER' });
  for (let i = 0; i < 12; i += 1) {
    await insertListing(ctx, seller, { title: `Kente cloth number ${i}`, price: 100 + i, description: 'Handwoven in Bonwire. '.repeat(5) });
  }
}, 120_000);
afterAll(() => ctx?.close());

const search = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/', headers });

describe('compressed answers', () => {
  it('sends a search page in gzip to a client that takes it, else brotli, the same JSON once opened', async () => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);
    const body = plain.json<{ results: unknown[] }>();
    expect(body.results).toHaveLength(12);

    // What browsers send: gzip (as small as brotli's quality 4 on this JSON, for half the CPU).
    const gz = await search({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const br = await search({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(body);
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/classifieds/?min_price=abc',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<{ detail: unknown }>().detail).toBeDefined();
  });
});
