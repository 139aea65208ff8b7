import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const SOURCES: Record<string, string> = { Bonjour: 'fr', Hola: 'es' };
const detect = (text: string) => SOURCES[/^\p{L}+/u.exec(text)?.[0] ?? ''] ?? 'en';

async function start(handle: (request: FakeRequest) => { status: number; body: unknown }): Promise<FakeTranslator> {
  const requests: FakeRequest[] = [];
  let misbehaviour: Misbehaviour = null;
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: await readJson(req) };
    requests.push(request);
    if (misbehaviour === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    if (misbehaviour === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
      return;
    }
    const answer = misbehaviour ?? handle(request);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...(misbehaviour?.headers ?? {}) }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    misbehave: (what) => {
      misbehaviour = what;
    },
    close: async () => {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** LibreTranslate: POST /translate {q, source, target, format, api_key} → {translatedText, detectedLanguage?}; errors {error}. */
export function fakeLibreTranslate(options: { apiKey?: string } = {}): Promise<FakeTranslator> {
  return start(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/translate') return { status: 404, body: { error: 'Not Found' } };
    if (options.apiKey && body.api_key !== options.apiKey) return { status: 403, body: { error: 'Invalid API key' } };
    const { q, source, target } = body;
    if (typeof q !== 'string' || q === '') return { status: 400, body: { error: "Invalid request: missing q parameter" } };
    if (typeof target !== 'string') return { status: 400, body: { error: "Invalid request: missing target parameter" } };
    if (typeof source !== 'string') return { status: 400, body: { error: "Invalid request: missing source parameter" } };
    const translatedText = `[${target}] ${q}`;
    if (source === 'auto') return { status: 200, body: { detectedLanguage: { confidence: 90, language: detect(q) }, translatedText } };
    return { status: 200, body: { translatedText } };
  });
}

/** Google Cloud Translation v2: POST /language/translate/v2?key=KEY {q, target, source?, format} → {data: {translations: [...]}}; errors {error: {code, message}}. */
export function fakeGoogleTranslate(options: { apiKey: string }): Promise<FakeTranslator> {
  const error = (code: number, message: string, status: string) => ({ status: code, body: { error: { code, message, errors: [{ message, reason: status }], status } } });
  return start(({ method, path, query, body }) => {
    if (method !== 'POST' || path !== '/language/translate/v2') return error(404, 'Not Found', 'NOT_FOUND');
    if (query.get('key') !== options.apiKey) return error(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    const { q, target, source } = body;
    if (typeof q !== 'string' || typeof target !== 'string') return error(400, 'Required Text', 'INVALID_ARGUMENT');
    const translation = { translatedText: `[${target}] ${q}`, ...(typeof source === 'string' ? {} : { detectedSourceLanguage: detect(q) }) };
    return { status: 200, body: { data: { translations: [translation] } } };
  });
}
