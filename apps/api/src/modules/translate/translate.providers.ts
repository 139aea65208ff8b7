// The translation providers the server may call (TRANSLATE_PROVIDER), each following its documented
// HTTP API. The key stays here, on the server. Every failure becomes a ProviderError saying whether
// the provider is unavailable (down, slow, over its quota: try again later) or failed (it answered
// something unusable, or refused the key): the service maps them to 503 and 502.

export type ProviderRequest = { text: string; source: string | null; target: string };
export type ProviderAnswer = { text: string; detectedSource: string | null };

export type TranslationProvider = {
  name: 'libretranslate' | 'google';
  translate: (request: ProviderRequest) => Promise<ProviderAnswer>;
};

export class ProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'failed',
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

type HttpOptions = { timeoutMs: number; fetch?: typeof fetch };

/** Statuses that mean "not now" rather than "never": rate limited, overloaded, down for a moment. */
const TRANSIENT = new Set([408, 425, 429, 500, 502, 503, 504]);

function retryAfterOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 30;
}

/** POSTs JSON with a timeout; answers the parsed body of a 2xx, or throws a ProviderError. */
async function postJson(
  provider: string,
  url: string,
  body: unknown,
  options: HttpOptions,
  errorText: (data: unknown) => string | undefined,
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(
      'unavailable',
      `${provider}: ${timedOut ? `no answer within ${options.timeoutMs} ms` : `unreachable (${(error as Error).message})`}`,
    );
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const said = errorText(data) ?? response.statusText;
    const kind = TRANSIENT.has(response.status) ? 'unavailable' : 'failed';
    throw new ProviderError(kind, `${provider}: ${response.status} ${said}`, retryAfterOf(response));
  }
  return data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * LibreTranslate: POST {url}/translate with {q, source ('auto' to detect), target, format: 'text', api_key};
 * answers {translatedText, detectedLanguage?: {language, confidence}}, errors {error}.
 */
export function createLibreTranslateProvider(options: HttpOptions & { url: string; apiKey?: string }): TranslationProvider {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ text, source, target }) {
      const body = { q: text, source: source ?? 'auto', target, format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) };
      const data = await postJson('LibreTranslate', endpoint, body, options, (error) =>
        isRecord(error) && typeof error.error === 'string' ? error.error : undefined,
      );
      if (!isRecord(data) || typeof data.translatedText !== 'string')
        throw new ProviderError('failed', 'LibreTranslate: an answer without translatedText');
      const detected =
        isRecord(data.detectedLanguage) && typeof data.detectedLanguage.language === 'string' ? data.detectedLanguage.language : null;
      return { text: data.translatedText, detectedSource: detected };
    },
  };
}

export const GOOGLE_TRANSLATE_URL = 'https://translation.googleapis.com/language/translate/v2';

/**
 * Google Cloud Translation (Basic, v2): POST {url}?key=KEY with {q, target, source?, format: 'text'};
 * answers {data: {translations: [{translatedText, detectedSourceLanguage?}]}}, errors {error: {code, message}}.
 */
export function createGoogleTranslateProvider(options: HttpOptions & { url?: string; apiKey: string }): TranslationProvider {
  const endpoint = new URL(options.url ?? GOOGLE_TRANSLATE_URL);
  endpoint.searchParams.set('key', options.apiKey);
  return {
    name: 'google',
    async translate({ text, source, target }) {
      const body = { q: text, target, format: 'text', ...(source ? { source } : {}) };
      const data = await postJson('Google Translate', endpoint.toString(), body, options, (error) =>
        isRecord(error) && isRecord(error.error) && typeof error.error.message === 'string' ? error.error.message : undefined,
      );
      const first =
        isRecord(data) && isRecord(data.data) && Array.isArray(data.data.translations) ? (data.data.translations[0] as unknown) : undefined;
      if (!isRecord(first) || typeof first.translatedText !== 'string')
        throw new ProviderError('failed', 'Google Translate: an answer without data.translations[0].translatedText');
      return {
        text: first.translatedText,
        detectedSource: typeof first.detectedSourceLanguage === 'string' ? first.detectedSourceLanguage : null,
      };
    },
  };
}
