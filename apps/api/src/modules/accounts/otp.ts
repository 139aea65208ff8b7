import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import type { Executor, Tx } from '@dwa/db/client';
import { consumeCode, insertCode, latestCode, reserveAttempt, retireCodes, type CodePurpose, type CodeRow } from './accounts.repo';

// One-time codes (email verification, password reset, SMS codes: phone.service.ts) and reset tokens: random, stored only as an
// HMAC keyed with the server secret, short-lived, and dead after a few wrong tries.

export const CODE_TTL_MS = 10 * 60_000;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

export const CODE_MESSAGES = {
  invalid: 'Invalid code. Please try again.',
  expired: 'This code has expired. Request a new code.',
  too_many: 'Too many wrong attempts. Request a new code.',
} as const;

export type CodeCheck = 'ok' | keyof typeof CODE_MESSAGES;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashSecret(pepper: string, purpose: CodePurpose, userId: number, value: string): string {
  return createHmac('sha256', pepper).update(`${purpose}:${userId}:${value}`).digest('base64url');
}

/** Replaces any live code of this purpose with a new one; answers the code (to mail it, never to answer it). */
export async function issueCode(
  db: Db,
  options: {
    pepper: string;
    userId: number;
    purpose: CodePurpose;
    now: Date;
    ttlMs?: number;
    value?: string;
    /** phone_verify: the E.164 number the code goes to, which it proves once entered. */
    phone?: string;
    send?: (tx: Tx, code: string) => Promise<unknown>;
  },
): Promise<string> {
  const value = options.value ?? newCode();
  const { userId, purpose, now } = options;
  await db.transaction(async (tx) => {
    await retireCodes(tx, userId, purpose, now);
    await insertCode(tx, {
      userId,
      purpose,
      codeHash: hashSecret(options.pepper, purpose, userId, value),
      phone: options.phone ?? null,
      expiresAt: new Date(now.getTime() + (options.ttlMs ?? CODE_TTL_MS)),
      createdAt: now,
    });
    // The code's mail (or text message) goes out with the code: both or neither.
    await options.send?.(tx, value);
  });
  return value;
}

/**
 * Checks a code against the newest one of this purpose. A try is taken before comparing, so
 * parallel guesses cannot go past the maximum; the maximum-th wrong try already says "too many".
 * On success the code is used up and `onValid` runs in the same transaction.
 */
export async function checkCode(
  db: Db,
  options: {
    pepper: string;
    userId: number;
    purpose: CodePurpose;
    code: string;
    now: Date;
    maxAttempts: number;
    /** Gets the code's row too (a phone_verify code's number). */
    onValid?: (tx: Executor, row: CodeRow) => Promise<void>;
  },
): Promise<CodeCheck> {
  const { userId, purpose, now, maxAttempts } = options;
  const row = await latestCode(db, userId, purpose);
  if (!row) return 'invalid';
  if (row.consumedAt) return 'expired';
  if (row.attempts >= maxAttempts) return 'too_many';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const attempts = await reserveAttempt(db, row.id, maxAttempts, now);
  if (attempts === null) return 'too_many';

  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(hashSecret(options.pepper, purpose, userId, options.code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return attempts >= maxAttempts ? 'too_many' : 'invalid';
  }
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) return 'expired';
    await options.onValid?.(tx, row);
    return 'ok';
  });
}
