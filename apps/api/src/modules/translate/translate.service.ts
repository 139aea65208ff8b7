import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@dwa/db/client';
import {
  TRANSLATE_LANGUAGES,
  TRANSLATE_MESSAGES as M,
  type TranslateConfig,
  type TranslateRequest,
  type Translation,
} from '@dwa/shared/translate';
import type { RateRule } from '../../config';
import { AppError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { ProviderError, type TranslationProvider } from './translate.providers';
import { findTranslation, saveTranslation } from './translate.repo';

// Content translation (issue 17): a signed-in person's text translated by the configured provider.
// Each (text, source, target) is asked of the provider once: the answer is kept in the database
// (keyed by the text's SHA-256), and requests for the same text at the same moment share one call.
// Without a provider the feature is off: the config says so and translating answers 404.

export class BadGatewayError extends AppError {
  constructor(detail: string) {
    super(502, detail);
  }
}

export type TranslateServiceDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  /** Null when no provider is configured. */
  provider: TranslationProvider | null;
  /** Translations one person may ask for per window. */
  limit: RateRule;
  log: FastifyBaseLogger;
};

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export function createTranslateService(deps: TranslateServiceDeps) {
  const { db, now, limiter, provider, limit, log } = deps;
  const inFlight = new Map<string, Promise<{ text: string; detectedSource: string | null }>>();

  async function lookup(active: TranslationProvider, text: string, source: string | null, target: string) {
    const key = { textHash: hashOf(text), source: source ?? 'auto', target };
    const cached = await findTranslation(db, key);
    if (cached) return { text: cached.translatedText, detectedSource: cached.detectedSource };
    const answer = await active.translate({ text, source, target });
    await saveTranslation(db, {
      ...key,
      translatedText: answer.text,
      detectedSource: answer.detectedSource,
      provider: active.name,
      at: now(),
    });
    return answer;
  }

  return {
    config(): TranslateConfig {
      return { available: provider !== null, languages: TRANSLATE_LANGUAGES.map(({ code, name }) => ({ code, name })) };
    },

    async translate(userId: number, input: TranslateRequest): Promise<Translation> {
      if (!provider) throw new NotFoundError(M.notConfigured);
      await limiter.consume(`translate:user:${userId}`, limit, M.rate);
      const source = input.source ?? null;
      // Text already in the target language needs no provider.
      if (source === input.target) return { translated_text: input.text, target: input.target, source };
      const flightKey = `${hashOf(input.text)}:${source ?? 'auto'}:${input.target}`;
      let pending = inFlight.get(flightKey);
      if (!pending) {
        pending = lookup(provider, input.text, source, input.target).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, pending);
      }
      try {
        const answer = await pending;
        return { translated_text: answer.text, target: input.target, source: source ?? answer.detectedSource };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ provider: provider.name, kind: error.kind, reason: error.message }, 'translation provider failed');
        if (error.kind === 'unavailable') throw new ServiceUnavailableError(M.unavailable, error.retryAfterSeconds);
        throw new BadGatewayError(M.failed);
      }
    },
  };
}

export type TranslateService = ReturnType<typeof createTranslateService>;
