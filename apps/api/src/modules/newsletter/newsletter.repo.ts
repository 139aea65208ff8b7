import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { newsletterSubscriptions } from '@dwa/db/schema';

// Drizzle queries for newsletter subscriptions, and nothing else.

const t = newsletterSubscriptions;

/**
 * Makes the address pending with new link tokens, in one statement (two people subscribing the same
 * address at once cannot both insert). An address already subscribed is left as it is: null.
 */
export async function upsertPending(
  db: Executor,
  values: { email: string; confirmTokenHash: string; confirmExpiresAt: Date; unsubscribeTokenHash: string; at: Date },
): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(t)
    .values({
      email: values.email,
      status: 'pending',
      confirmTokenHash: values.confirmTokenHash,
      confirmExpiresAt: values.confirmExpiresAt,
      unsubscribeTokenHash: values.unsubscribeTokenHash,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        status: 'pending',
        confirmTokenHash: sql`excluded.confirm_token_hash`,
        confirmExpiresAt: sql`excluded.confirm_expires_at`,
        unsubscribeTokenHash: sql`excluded.unsubscribe_token_hash`,
        unsubscribedAt: null,
      },
      setWhere: ne(t.status, 'subscribed'),
    })
    .returning({ id: t.id });
  return row ?? null;
}

/** Subscribes the pending address whose unexpired confirmation token this is; null when none. */
export async function confirmByToken(db: Executor, tokenHash: string, at: Date): Promise<{ id: number } | null> {
  const [row] = await db
    .update(t)
    .set({ status: 'subscribed', confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(t.confirmTokenHash, tokenHash), eq(t.status, 'pending'), gt(t.confirmExpiresAt, at)))
    .returning({ id: t.id });
  return row ?? null;
}

/** Unsubscribes the address whose unsubscribe token this is (again is fine); null for no such token. */
export async function unsubscribeByToken(db: Executor, tokenHash: string, at: Date): Promise<{ id: number } | null> {
  const [row] = await db
    .update(t)
    .set({
      status: 'unsubscribed',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(t.unsubscribeTokenHash, tokenHash))
    .returning({ id: t.id });
  return row ?? null;
}
