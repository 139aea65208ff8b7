import { ENGAGEMENT_MESSAGES, type Notification, type NotificationKind, type NotificationPage, type NotificationType } from '@dwa/shared/engagement';
import { NotFoundError } from '../../lib/errors';
import type { Executor } from '@dwa/db/client';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import {
  insertNotification,
  listNotifications,
  lockUnreadByKey,
  markAllRead,
  markRead,
  unreadCount,
  updateNotification,
  type NotificationRow,
} from './notifications.repo';

// Notifications: `notify` is how any module tells a person something happened (comments, likes,
// moderation, and messaging later); the rest serves the Notifications page and the header badge.

export type NotificationContent = { title: string; body: string | null; data: Record<string, unknown> };

export type NotifyInput = {
  userId: number;
  type?: NotificationType;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link?: string | null;
  data?: Record<string, unknown>;
  /** The event's time; the API's clock (whole milliseconds, so page cursors round-trip). */
  at: Date;
  /**
   * Batching: while the user has an unread notification with this key, `merge` turns it into the
   * updated one (and it moves to the top) instead of a new notification being added.
   */
  dedupeKey?: string;
  merge?: (previous: NotificationContent) => NotificationContent;
};

/**
 * Records a notification. Pass the transaction of the change it reports, so both commit together.
 * Concurrent batched events are safe: the partial unique index admits one unread row per key, the
 * losers of the insert race lock that row and merge into it.
 */
export async function notify(db: Executor, input: NotifyInput): Promise<void> {
  const values = {
    userId: input.userId,
    type: input.type ?? 'activity',
    kind: input.kind,
    title: input.title,
    body: input.body ?? null,
    link: input.link ?? null,
    data: input.data ?? {},
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.at,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await insertNotification(db, values)) !== null || !input.dedupeKey) return;
    const previous = await lockUnreadByKey(db, input.userId, input.dedupeKey);
    if (!previous) continue; // read in the meantime: a new one is inserted
    const merged = input.merge ? input.merge({ title: previous.title, body: previous.body, data: previous.data }) : values;
    await updateNotification(db, previous.id, { title: merged.title, body: merged.body, data: merged.data, link: values.link, createdAt: input.at });
    return;
  }
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createNotificationService(deps: { db: Executor; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** How any module tells a person something happened; pass the transaction of the change it reports. */
    notify: (executor: Executor, input: NotifyInput) => notify(executor, input),

    async list(userId: number, query: { type?: NotificationType; cursor?: string; limit: number }): Promise<NotificationPage> {
      const after = decodePageCursor(query.cursor);
      const rows = await listNotifications(db, userId, { type: query.type, after, limit: query.limit });
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return { results: page.rows.map(toNotification), unread_count: await unreadCount(db, userId), next_cursor: page.nextCursor };
    },

    unreadCount: (userId: number) => unreadCount(db, userId),

    /** Someone else's notification is answered as not found, never as forbidden. */
    async markRead(userId: number, id: number): Promise<{ id: number; read: true; unread_count: number }> {
      if (!(await markRead(db, userId, id, now()))) throw new NotFoundError(ENGAGEMENT_MESSAGES.notificationNotFound);
      return { id, read: true, unread_count: await unreadCount(db, userId) };
    },

    async markAllRead(userId: number, type?: NotificationType): Promise<{ updated: number; unread_count: number }> {
      const updated = await markAllRead(db, userId, now(), type);
      return { updated, unread_count: await unreadCount(db, userId) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
