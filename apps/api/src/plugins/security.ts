import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { RateLimiter } from '../lib/rate-limit';

// Security headers on every answer, and a generous per-IP ceiling (many people share one IP behind
// mobile carriers' NAT); tight per-account limits live with the routes that need them.

/** Marks the server renderer's in-process /api calls (apps/api/src/modules/pages): never counted per IP. */
export const INTERNAL_KEY_HEADER = 'x-dwa-render';

export type SecurityOptions = {
  scriptHashes: string[];
  isProduction: boolean;
  ratePerMinute: number;
  internalKey?: string;
  /** Origins images may also come from (the bucket /static redirects to: S3_PUBLIC_URL). */
  imageOrigins?: string[];
  /**
   * Where the per-IP counts live when several processes serve (Redis, or the database's
   * rate_limits table): all of them count together. Without it, this process's memory.
   */
  shared?: RateLimiter;
};

type Counted = { current: number; ttl: number };

/** A @fastify/rate-limit store over one of our limiters, so the per-IP ceiling is shared across processes. */
export function sharedStore(limiter: RateLimiter) {
  return class SharedStore {
    incr(key: string, done: (error: Error | null, counted?: Counted) => void, timeWindow: number, max: number): void {
      limiter.hit(`ip:${key}`, { limit: max, windowMs: timeWindow }).then(
        (hit) => done(null, { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - Date.now()) }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): SharedStore {
      return this;
    }
  };
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: options.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // An answer to a request that carried a token is that person's (their profile, orders, chats,
  // deliveries): no browser or proxy may keep it, where on a shared computer it would outlive the
  // session. Routes that chose a policy keep theirs.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
  await app.register(rateLimit, {
    global: true,
    keyGenerator: perIpKey,
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    ...(options.shared ? { store: sharedStore(options.shared), skipOnError: true } : {}),
    allowList: (request) =>
      !request.url.startsWith('/api/') ||
      (options.internalKey !== undefined && request.headers[INTERNAL_KEY_HEADER] === options.internalKey),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return { statusCode: 429, message: `Too many requests. Please try again in ${seconds} seconds.` };
    },
  });
}

/**
 * The per-IP limit's key. A client that hung up before its request was handled has no address any
 * more (request.ip is undefined): the plugin's own default then threw, answering 500 and logging an
 * error for a request nobody was waiting for.
 */
export function perIpKey(request: { ip?: string | undefined }): string {
  return request.ip || 'unknown';
}

export default fp(securityPlugin, { name: 'security' });
