import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translations } from '@dwa/db/schema';
import { DESCRIPTION_MAX } from '@dwa/shared/listings';
import { TRANSLATE_MESSAGES as M, TRANSLATE_TEXT_MAX } from '@dwa/shared/translate';
import { loadConfig } from '../../config';
import { createUser, type TestUser } from '../../../test/factories/users';
import { fakeLibreTranslate, type FakeTranslator } from '../../../test/fake-translators';
import { createTestApp, type TestContext } from '../../../test/helpers';

// POST /api/v1/translate and GET /api/v1/translate/config, against a local fake LibreTranslate.

let fake: FakeTranslator;
let ctx: TestContext;
let reader: TestUser;

const LIMIT = 5;

beforeAll(async () => {
  fake = await fakeLibreTranslate({ apiKey: 'server-side-key' });
  ctx = await createTestApp({
    config: {
      translate: {
        provider: 'libretranslate',
        url: fake.url,
        apiKey: 'server-side-key',
        timeoutMs: 500,
        limit: { limit: LIMIT, windowMs: 60_000 },
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  fake.misbehave(null);
  fake.requests.length = 0;
  reader = await createUser(ctx);
});

const translate = (payload: unknown, who: TestUser | null = reader) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/translate', headers: who ? who.auth : {}, payload: payload as object });

describe('GET /api/v1/translate/config', () => {
  it('says translation is available, with the nine languages, and never the key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/translate/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().available).toBe(true);
    expect(res.json().languages.map((language: { code: string }) => language.code)).toEqual([
      'en',
      'fr',
      'es',
      'de',
      'ar',
      'zh',
      'hi',
      'ru',
      'pt',
    ]);
    expect(res.body).not.toContain('server-side-key');
  });
});

describe('POST /api/v1/translate', () => {
  it('translates, with the detected source, and keeps the answer', async () => {
    const res = await translate({ text: '  Bonjour, le prix est fixe.  ', target: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ translated_text: '[en] Bonjour, le prix est fixe.', target: 'en', source: 'fr' });
    expect(fake.requests.map((request) => request.body)).toEqual([
      { q: 'Bonjour, le prix est fixe.', source: 'auto', target: 'en', format: 'text', api_key: 'server-side-key' },
    ]);
    const rows = await ctx.deps.db.select().from(translations);
    expect(rows.find((row) => row.translatedText === '[en] Bonjour, le prix est fixe.')).toMatchObject({
      source: 'auto',
      target: 'en',
      detectedSource: 'fr',
      provider: 'libretranslate',
    });
  });

  it('answers the same text again from the cache, for anyone, sending nothing to the provider', async () => {
    const text = `Hola, ¿sigue disponible? ${Date.now()}`;
    const first = await translate({ text, target: 'fr' });
    expect(fake.requests).toHaveLength(1);
    const someoneElse = await createUser(ctx);
    const again = await translate({ text, target: 'fr' }, someoneElse);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);
    // Another target or a given source is another entry.
    await translate({ text, target: 'de' });
    await translate({ text, target: 'fr', source: 'es' });
    expect(fake.requests).toHaveLength(3);
  });

  it('sends one request when the same text is asked for twice at once', async () => {
    const text = `Two readers at once ${Date.now()}`;
    const [a, b] = await Promise.all([translate({ text, target: 'pt' }), translate({ text, target: 'pt' }, await createUser(ctx))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it('needs no provider when the source is the target', async () => {
    const res = await translate({ text: 'Already English', target: 'en', source: 'en' });
    expect(res.json()).toEqual({ translated_text: 'Already English', target: 'en', source: 'en' });
    expect(fake.requests).toHaveLength(0);
  });

  it('takes the longest text the app holds (a description), and no longer', async () => {
    expect(TRANSLATE_TEXT_MAX).toBe(DESCRIPTION_MAX);
    expect((await translate({ text: 'a'.repeat(TRANSLATE_TEXT_MAX), target: 'fr' })).statusCode).toBe(200);
    const long = await translate({ text: 'a'.repeat(TRANSLATE_TEXT_MAX + 1), target: 'fr' });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0]).toMatchObject({ loc: ['body', 'text'], msg: M.textMax });
  });

  it.each([
    [{ text: '', target: 'fr' }, 'text', M.textRequired],
    [{ text: '   ', target: 'fr' }, 'text', M.textRequired],
    [{ target: 'fr' }, 'text', M.textRequired],
    [{ text: 'Hello', target: 'ja' }, 'target', M.language],
    [{ text: 'Hello' }, 'target', M.language],
    [{ text: 'Hello', target: 'fr', source: 'xx' }, 'source', M.language],
  ])('refuses %j with a 422 on %s', async (body, field, message) => {
    const res = await translate(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg: message }));
    expect(fake.requests).toHaveLength(0);
  });

  it('is for signed-in people only (401)', async () => {
    const res = await translate({ text: 'Hello', target: 'fr' }, null);
    expect(res.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it(`allows ${LIMIT} translations per person per window, then 429 with Retry-After`, async () => {
    for (let index = 0; index < LIMIT; index += 1)
      expect((await translate({ text: `Line ${index} ${Date.now()}`, target: 'fr' })).statusCode).toBe(200);
    const refused = await translate({ text: 'One too many', target: 'fr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many translations\. Try again in 1 minute\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(LIMIT);
    // Someone else is not held back.
    expect((await translate({ text: 'Another reader', target: 'fr' }, await createUser(ctx))).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the provider is down, slow or over its quota, and keeps nothing', async () => {
    for (const [what, text] of [
      [{ status: 503, body: { error: 'down' } }, 'down'],
      [{ status: 429, body: { error: 'Slowdown' }, headers: { 'retry-after': '120' } }, 'quota'],
      ['hang', 'slow'],
    ] as const) {
      fake.misbehave(what);
      const res = await translate({ text: `Provider ${text}`, target: 'fr' });
      expect(res.statusCode, text).toBe(503);
      expect(res.json()).toMatchObject({ detail: M.unavailable });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    fake.misbehave(null);
    const recovered = await translate({ text: 'Provider down', target: 'fr' });
    expect(recovered.json().translated_text).toBe('[fr] Provider down');
  });

  it('answers 502 when the provider refuses the key or answers nonsense, never a 500', async () => {
    fake.misbehave({ status: 403, body: { error: 'Invalid API key' } });
    const refused = await translate({ text: 'Key refused', target: 'fr' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ detail: M.failed });
    fake.misbehave('garbage');
    expect((await translate({ text: 'Nonsense', target: 'fr' })).statusCode).toBe(502);
  });
});

describe('without a provider', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('the config says unavailable and translating answers 404', async () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).translate.provider).toBeNull();
    expect((await bare.app.inject({ method: 'GET', url: '/api/v1/translate/config' })).json().available).toBe(false);
    const someone = await createUser(bare);
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/translate',
      headers: someone.auth,
      payload: { text: 'Hello', target: 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: M.notConfigured });
  });
});

describe('configuration', () => {
  it('needs a URL for LibreTranslate and a key for Google', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, TRANSLATE_PROVIDER: 'libretranslate' })).toThrow(/TRANSLATE_URL is required/);
    expect(() => loadConfig({ ...base, TRANSLATE_PROVIDER: 'google' })).toThrow(/TRANSLATE_API_KEY is required/);
    expect(loadConfig({ ...base, TRANSLATE_PROVIDER: 'google', TRANSLATE_API_KEY: 'k' }).translate).toMatchObject({
      provider: 'google',
      apiKey: 'k',
    });
  });
});
