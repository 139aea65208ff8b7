import { and, desc, eq, sql } from 'drizzle-orm';
import { notificationPreferences, pushSubscriptions } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for web push: subscriptions and the push kinds people muted.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * One row per endpoint: the same browser subscribing again updates its keys, and an endpoint that
 * was another person's (a shared device, signed in as someone else now) becomes this person's.
 */
export async function upsertSubscription(
  db: Executor,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; createdAt: Date },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth } })
    .returning();
  return row!;
}

export async function subscriptionsOf(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.id));
}

export async function findSubscription(db: Executor, id: number): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** Deletes the user's subscription with this id (or endpoint); false when the user has none such. */
export async function deleteOwnSubscription(db: Executor, userId: number, match: { id: number } | { endpoint: string }): Promise<boolean> {
  const which = 'id' in match ? eq(pushSubscriptions.id, match.id) : eq(pushSubscriptions.endpoint, match.endpoint);
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), which))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service no longer knows it (404, 410). */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function pushMutedKinds(db: Executor, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ muted: notificationPreferences.pushMuted })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.muted ?? [];
}

export async function savePushMuted(db: Executor, userId: number, muted: string[], at: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, pushMuted: muted, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { pushMuted: muted, updatedAt: at } });
}

/** The subscriptions to push `kind` to: none when the person turned the kind off. */
export async function pushTargets(db: Executor, userId: number, kind: string): Promise<PushSubscriptionRow[]> {
  const muted = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), sql`${kind} = ANY(${notificationPreferences.pushMuted})`));
  if (muted.length > 0) return [];
  return subscriptionsOf(db, userId);
}
