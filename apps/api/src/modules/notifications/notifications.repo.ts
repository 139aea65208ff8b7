import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationPreferences, notifications, pushSubscriptions, users } from '@dwa/db/schema';
import { parseLocale, type Locale } from '../../lib/locale';
import type { NotificationType } from '@dwa/shared/notifications';
import type { Executor } from '@dwa/db/client';
import { olderThan, type PageKey } from '../../lib/page-cursor';

// Drizzle queries for notifications and the topics people muted, and nothing else.

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'>;

/** The partial unique index that batches: one unread notification per (user, dedupe key). */
const unreadKeyTarget = {
  target: [notifications.userId, notifications.dedupeKey],
  where: sql`read_at IS NULL AND dedupe_key IS NOT NULL`,
};

export async function insertNotification(db: Executor, values: NewNotification): Promise<number | null> {
  const query = db.insert(notifications).values(values);
  const [row] = values.dedupeKey
    ? await query.onConflictDoNothing(unreadKeyTarget).returning({ id: notifications.id })
    : await query.returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Several notifications without a dedupe key, in one statement. */
export async function insertNotifications(db: Executor, values: NewNotification[]): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}

/** The unread notification with this key, locked until the transaction ends. */
export async function lockUnreadByKey(db: Executor, userId: number, dedupeKey: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey), isNull(notifications.readAt)))
    .for('update');
  return row ?? null;
}

export async function updateNotification(db: Executor, id: number, changes: Partial<NewNotification>): Promise<void> {
  await db.update(notifications).set(changes).where(eq(notifications.id, id));
}

export async function listNotifications(
  db: Executor,
  userId: number,
  options: { type?: NotificationType; after?: PageKey; limit: number },
) {
  const { type, after, limit } = options;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        type ? eq(notifications.type, type) : undefined,
        olderThan(notifications.createdAt, notifications.id, after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no notification with this id. */
export async function markRead(db: Executor, userId: number, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  if (!row.readAt)
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

export async function markAllRead(db: Executor, userId: number, at: Date, type?: NotificationType): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), type ? eq(notifications.type, type) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---- preferences (muted topics) ----

/**
 * The topics (and push kinds) each of these people turned off, and their push devices (newest
 * first): a batch of notifications needs both, in one statement. Everyone asked about who has an
 * account is in the map (muting nothing and with no device, for most).
 */
export async function mutedOf(
  db: Executor,
  userIds: number[],
): Promise<Map<number, { muted: string[]; pushMuted: string[]; devices: number[] }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      muted: notificationPreferences.muted,
      pushMuted: notificationPreferences.pushMuted,
      devices: sql<
        number[]
      >`ARRAY(SELECT ${pushSubscriptions.id} FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${users.id} ORDER BY ${pushSubscriptions.id} DESC)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((row) => [row.userId, { muted: row.muted ?? [], pushMuted: row.pushMuted ?? [], devices: row.devices.map(Number) }]),
  );
}

export async function mutedTopics(db: Executor, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ muted: notificationPreferences.muted })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.muted ?? [];
}

export async function isMuted(db: Executor, userId: number, topic: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), sql`${topic} = ANY(${notificationPreferences.muted})`));
  return row !== undefined;
}

export async function saveMuted(db: Executor, userId: number, muted: string[], at: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, muted, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { muted, updatedAt: at } });
}

// ---- the reader's language (ADR 076) ----

/** The person's language (users.locale), English when unknown. */
export async function localeOf(db: Executor, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return parseLocale(row?.locale) ?? 'en';
}

/** The languages of these people, read once for a batch; anyone missing is English. */
export async function localesOf(db: Executor, userIds: number[]): Promise<Map<number, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, parseLocale(row.locale) ?? 'en']));
}
