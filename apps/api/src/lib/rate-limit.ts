import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { rateLimits } from '@dwa/db/schema';
import type { RateRule } from '../config';
import { TooManyRequestsError } from './errors';

// Fixed-window counters in the rate_limits table, so every API process shares them. One atomic
// upsert per hit (the same SQL on PGlite and PostgreSQL): a window that has ended restarts at 1.

export type Hit = { count: number; resetAt: Date; allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one event under `key` and says whether it stays within the rule. */
  hit: (key: string, rule: RateRule) => Promise<Hit>;
  /** Counts one event; throws a 429 with Retry-After when over the limit. */
  consume: (key: string, rule: RateRule, message: (minutes: number) => string) => Promise<void>;
  /** Throws a 429 when the key has already reached the limit in its current window, without counting. */
  check: (key: string, rule: RateRule, message: (minutes: number) => string) => Promise<void>;
  clear: (key: string) => Promise<void>;
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What a store of counters answers; `limiterOver` builds the rest of a RateLimiter on it. */
export type CounterStore = {
  hit: (key: string, rule: RateRule) => Promise<Hit>;
  /** The count in the key's current window and the seconds left in it, without counting; null when none. */
  peek: (key: string) => Promise<{ count: number; retryAfterSeconds: number } | null>;
  clear: (key: string) => Promise<void>;
};

/** The 429 a limit answers, its message in minutes (at least 1) and Retry-After in seconds. */
export function tooManyRequests(message: (minutes: number) => string, seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(message(Math.max(1, Math.ceil(seconds / 60))), seconds);
}

/** consume and check, the same over every store (the database's, Redis's). */
export function limiterOver(store: CounterStore): RateLimiter {
  return {
    hit: store.hit,
    consume: async (key, rule, message) => {
      const result = await store.hit(key, rule);
      if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
    },
    check: async (key, rule, message) => {
      const current = await store.peek(key);
      if (current && current.count >= rule.limit) throw tooManyRequests(message, current.retryAfterSeconds);
    },
    clear: store.clear,
  };
}

export function createRateLimiter(db: Db, now: () => Date): RateLimiter {
  const retryAfter = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - now().getTime()) / 1000));

  async function hit(key: string, rule: RateRule): Promise<Hit> {
    const at = now();
    const nextReset = new Date(at.getTime() + rule.windowMs);
    const expired = sql`${rateLimits.resetAt} <= ${ts(at)}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN ${ts(nextReset)} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    // Now and then, forget windows that ended long ago so the table stays small.
    if (Math.random() < 0.01) {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(at.getTime() - 24 * 3600_000)));
    }
    const count = row?.count ?? 1;
    const resetAt = row ? new Date(row.resetAt) : nextReset;
    return { count, resetAt, allowed: count <= rule.limit, retryAfterSeconds: retryAfter(resetAt) };
  }

  return limiterOver({
    hit,
    peek: async (key) => {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now())));
      return row ? { count: row.count, retryAfterSeconds: retryAfter(new Date(row.resetAt)) } : null;
    },
    clear: async (key) => {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  });
}
