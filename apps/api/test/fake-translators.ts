import { startStandIn } from './stand-in-server';

// Local stand-ins for the translation providers, following their documented HTTP APIs, for the
// adapter and endpoint tests. Each "translates" by tagging the text with the target language
// ('[fr] Hello'), records every request it gets, and can be told to fail or to hang.

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> };
export type Misbehaviour = { status: number; body: unknown; headers?: Record<string, string> } | 'hang' | 'garbage' | null;

export type FakeTranslator = {
  url: string;
  requests: FakeRequest[];
  /** What the next answers do instead of translating (null: translate). */
  misbehave: (what: Misbehaviour) => void;
  close: () => Promise<void>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const SOURCES: Record<string, string> = { Bonjour: 'fr', Hola: 'es' };
const detect = (text: string) => SOURCES[/^\p{L}+/u.exec(text)?.[0] ?? ''] ?? 'en';

async function start(handle: (request: FakeRequest) => { status: number; body: unknown }): Promise<FakeTranslator> {
  const requests: FakeRequest[] = [];
  let misbehaviour: Misbehaviour = null;
  const standIn = await startStandIn(({ method, path, query, body }) => {
    const request = { method, path, query, body: isRecord(body) ? body : {} };
    requests.push(request);
    if (misbehaviour === 'hang') return 'hang';
    if (misbehaviour === 'garbage') return { status: 200, text: '<html>not json</html>' };
    return misbehaviour ?? handle(request);
  });
  return {
    url: standIn.url,
    requests,
    misbehave: (what) => {
      misbehaviour = what;
    },
    close: standIn.close,
  };
}

/** LibreTranslate: POST /translate {q, source, target, format, api_key} → {translatedText, detectedLanguage?}; errors {error}. */
export function fakeLibreTranslate(options: { apiKey?: string } = {}): Promise<FakeTranslator> {
  return start(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/translate') return { status: 404, body: { error: 'Not Found' } };
    if (options.apiKey && body.api_key !== options.apiKey) return { status: 403, body: { error: 'Invalid API key' } };
    const { q, source, target } = body;
    if (typeof q !== 'string' || q === '') return { status: 400, body: { error: 'Invalid request: missing q parameter' } };
    if (typeof target !== 'string') return { status: 400, body: { error: 'Invalid request: missing target parameter' } };
    if (typeof source !== 'string') return { status: 400, body: { error: 'Invalid request: missing source parameter' } };
    const translatedText = `[${target}] ${q}`;
    if (source === 'auto') return { status: 200, body: { detectedLanguage: { confidence: 90, language: detect(q) }, translatedText } };
    return { status: 200, body: { translatedText } };
  });
}

/** Google Cloud Translation v2: POST /language/translate/v2?key=KEY {q, target, source?, format} → {data: {translations: [...]}}; errors {error: {code, message}}. */
export function fakeGoogleTranslate(options: { apiKey: string }): Promise<FakeTranslator> {
  const error = (code: number, message: string, status: string) => ({
    status: code,
    body: { error: { code, message, errors: [{ message, reason: status }], status } },
  });
  return start(({ method, path, query, body }) => {
    if (method !== 'POST' || path !== '/language/translate/v2') return error(404, 'Not Found', 'NOT_FOUND');
    if (query.get('key') !== options.apiKey) return error(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    const { q, target, source } = body;
    if (typeof q !== 'string' || typeof target !== 'string') return error(400, 'Required Text', 'INVALID_ARGUMENT');
    const translation = {
      translatedText: `[${target}] ${q}`,
      ...(typeof source === 'string' ? {} : { detectedSourceLanguage: detect(q) }),
    };
    return { status: 200, body: { data: { translations: [translation] } } };
  });
}
