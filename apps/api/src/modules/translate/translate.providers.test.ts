import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGoogleTranslate, fakeLibreTranslate, type FakeTranslator } from '../../../test/fake-translators';
import {
  createGoogleTranslateProvider,
  createLibreTranslateProvider,
  ProviderError,
  type TranslationProvider,
} from './translate.providers';

// Each adapter against a local server that follows its provider's documented API.

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

type Case = {
  name: string;
  start: () => Promise<FakeTranslator>;
  adapter: (fake: FakeTranslator, timeoutMs?: number) => TranslationProvider;
  badKey: (fake: FakeTranslator) => TranslationProvider;
};

const cases: Case[] = [
  {
    name: 'LibreTranslate',
    start: () => fakeLibreTranslate({ apiKey: 'lt-key' }),
    adapter: (fake, timeoutMs = 2000) => createLibreTranslateProvider({ url: `${fake.url}/`, apiKey: 'lt-key', timeoutMs }),
    badKey: (fake) => createLibreTranslateProvider({ url: fake.url, apiKey: 'wrong', timeoutMs: 2000 }),
  },
  {
    name: 'Google Translate v2',
    start: () => fakeGoogleTranslate({ apiKey: 'g-key' }),
    adapter: (fake, timeoutMs = 2000) =>
      createGoogleTranslateProvider({ url: `${fake.url}/language/translate/v2`, apiKey: 'g-key', timeoutMs }),
    badKey: (fake) => createGoogleTranslateProvider({ url: `${fake.url}/language/translate/v2`, apiKey: 'wrong', timeoutMs: 2000 }),
  },
];

for (const { name, start, adapter, badKey } of cases) {
  describe(name, () => {
    let fake: FakeTranslator;
    beforeAll(async () => {
      fake = await start();
    });
    afterAll(() => fake.close());
    beforeEach(() => {
      fake.misbehave(null);
      fake.requests.length = 0;
    });

    it('translates with a detected source', async () => {
      expect(await adapter(fake).translate({ text: 'Bonjour le monde', source: null, target: 'en' })).toEqual({
        text: '[en] Bonjour le monde',
        detectedSource: 'fr',
      });
      expect(fake.requests).toHaveLength(1);
    });

    it('translates from a given source, and sends what the documented API asks for', async () => {
      expect(await adapter(fake).translate({ text: 'Fresh yams', source: 'en', target: 'fr' })).toEqual({
        text: '[fr] Fresh yams',
        detectedSource: null,
      });
      const [sent] = fake.requests;
      expect(sent?.method).toBe('POST');
      if (name === 'LibreTranslate') {
        expect(sent?.path).toBe('/translate');
        expect(sent?.body).toEqual({ q: 'Fresh yams', source: 'en', target: 'fr', format: 'text', api_key: 'lt-key' });
      } else {
        expect(sent?.path).toBe('/language/translate/v2');
        expect(sent?.query.get('key')).toBe('g-key');
        expect(sent?.body).toEqual({ q: 'Fresh yams', source: 'en', target: 'fr', format: 'text' });
      }
    });

    it('a refused key is a failure, not a retry', async () => {
      const error = await failure(badKey(fake).translate({ text: 'Hi', source: null, target: 'fr' }));
      expect(error.kind).toBe('failed');
    });

    it('a 429 or 503 from the provider is "unavailable", with its Retry-After', async () => {
      fake.misbehave({ status: 429, body: { error: 'Slowdown: 10 per 1 minute' }, headers: { 'retry-after': '42' } });
      const limited = await failure(adapter(fake).translate({ text: 'Hi', source: null, target: 'fr' }));
      expect([limited.kind, limited.retryAfterSeconds]).toEqual(['unavailable', 42]);
      fake.misbehave({ status: 503, body: { error: 'down' } });
      expect((await failure(adapter(fake).translate({ text: 'Hi', source: null, target: 'fr' }))).kind).toBe('unavailable');
    });

    it('a 400 or an answer that is not the documented shape is a failure', async () => {
      fake.misbehave({ status: 400, body: { error: 'bad' } });
      expect((await failure(adapter(fake).translate({ text: 'Hi', source: null, target: 'fr' }))).kind).toBe('failed');
      fake.misbehave({ status: 200, body: { something: 'else' } });
      expect((await failure(adapter(fake).translate({ text: 'Hi', source: null, target: 'fr' }))).kind).toBe('failed');
      fake.misbehave('garbage');
      expect((await failure(adapter(fake).translate({ text: 'Hi', source: null, target: 'fr' }))).kind).toBe('failed');
    });

    it('gives up after its timeout', async () => {
      fake.misbehave('hang');
      const startedAt = Date.now();
      const error = await failure(adapter(fake, 300).translate({ text: 'Hi', source: null, target: 'fr' }));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/no answer within 300 ms/);
      expect(Date.now() - startedAt).toBeLessThan(2000);
    });

    it('an unreachable provider is "unavailable"', async () => {
      const gone = await start();
      const provider = adapter(gone);
      await gone.close();
      expect((await failure(provider.translate({ text: 'Hi', source: null, target: 'fr' }))).kind).toBe('unavailable');
    });
  });
}
