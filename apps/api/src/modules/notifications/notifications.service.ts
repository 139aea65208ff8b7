import { NOTIFICATION_MESSAGES, type NotificationKind, type NotificationPage, type NotificationType } from '@dwa/shared/notifications';
import {
  mutedAfter,
  preferencesOf,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type NotificationTopic,
} from '@dwa/shared/notifications-preferences';
import { NotFoundError } from '../../lib/errors';
import type { Executor } from '@dwa/db/client';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import {
  insertNotification,
  insertNotifications,
  isMuted,
  listNotifications,
  lockUnreadByKey,
  markAllRead,
  markRead,
  mutedOf,
  mutedTopics,
  saveMuted,
  unreadCount,
  updateNotification,
} from './notifications.repo';
import { createPushDevices, type PushDeps } from './push-devices';
import { pageLocale, storedText, toNotification, type NotifyText } from './notification-text';

export type { NotifyText } from './notification-text';

// Notifications: `notify` is how any module tells a person something happened (comments, likes,
// moderation, and messaging later); the rest serves the Notifications page and the header badge.

/** The topics and push kinds each person turned off, and their push devices (`mutedOf`), read once for a batch. */
export type MutedByUser = Map<number, { muted: string[]; pushMuted: string[]; devices: number[] }>;

/** A batched notification as stored: its English text and its values (what `merge` counts from). */
export type NotificationContent = { title: string; body: string | null; data: Record<string, unknown> };
/** What a batched notification says after `merge`: a notice (or fixed text) and its values. */
export type MergedContent = NotifyText & { data: Record<string, unknown> };

export type NotifyInput = NotifyText & {
  userId: number;
  type?: NotificationType;
  kind: NotificationKind;
  /** A topic the person may turn off (Selling preferences): nothing is recorded while it is off. */
  topic?: NotificationTopic;
  link?: string | null;
  data?: Record<string, unknown>;
  /** The event's time; the API's clock (whole milliseconds, so page cursors round-trip). */
  at: Date;
  /**
   * Batching: while the user has an unread notification with this key, `merge` turns it into the
   * updated one (and it moves to the top) instead of a new notification being added.
   */
  dedupeKey?: string;
  merge?: (previous: NotificationContent) => MergedContent;
};

/** The notification row a notice writes: the notice and its values, and its English text (ADR 076). */
function rowOf(input: NotifyInput) {
  return {
    userId: input.userId,
    type: input.type ?? 'activity',
    kind: input.kind,
    ...storedText(input),
    link: input.link ?? null,
    data: input.data ?? {},
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.at,
  };
}

/**
 * Records a notification. Pass the transaction of the change it reports, so both commit together.
 * Concurrent batched events are safe: the partial unique index admits one unread row per key, the
 * losers of the insert race lock that row and merge into it.
 */
export async function notify(db: Executor, input: NotifyInput): Promise<boolean> {
  if (input.topic && (await isMuted(db, input.userId, input.topic))) return false;
  const values = rowOf(input);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await insertNotification(db, values)) !== null || !input.dedupeKey) return true;
    const previous = await lockUnreadByKey(db, input.userId, input.dedupeKey);
    if (!previous) continue; // read in the meantime: a new one is inserted
    // The merged notice (a count that grew) is stored as any notice is: key, values, English text.
    const merged = input.merge ? input.merge({ title: previous.title, body: previous.body, data: previous.data }) : null;
    const content = merged
      ? { ...storedText(merged), data: merged.data }
      : { title: values.title, body: values.body, notice: values.notice, params: values.params, data: values.data };
    await updateNotification(db, previous.id, { ...content, link: values.link, createdAt: input.at });
    return true;
  }
  return false;
}

export type { PushDeps };

export function createNotificationService(deps: { db: Executor; now: () => Date; push: PushDeps }) {
  const { db, now } = deps;

  const { queuePush, queuePushes, ...webPush } = createPushDevices(db, now, deps.push);

  return {
    /**
     * How any module tells a person something happened; pass the transaction of the change it
     * reports. Messages, orders, deliveries, rides and alerts also go to the person's devices by
     * web push (the one place push is added, ADR 064).
     */
    async notify(executor: Executor, input: NotifyInput): Promise<void> {
      if (await notify(executor, input)) await queuePush(executor, input);
    },

    /** What each of these people turned off, read once for `notifyMany` and the caller's own checks (mail). */
    mutedOf: (executor: Executor, userIds: number[]): Promise<MutedByUser> => mutedOf(executor, userIds),

    /**
     * `notify` for several notifications of one change, in a few statements instead of a few each
     * (ADR 070): one read of what the people muted (or `muted`, read by the caller), one insert, one
     * read of their devices and one enqueue of the pushes. Batched ones (dedupeKey) go one by one.
     */
    async notifyMany(executor: Executor, inputs: readonly NotifyInput[], muted?: MutedByUser): Promise<void> {
      for (const input of inputs) {
        if (input.dedupeKey && (await notify(executor, input))) await queuePush(executor, input);
      }
      const plain = inputs.filter((input) => !input.dedupeKey);
      if (plain.length === 0) return;
      const off =
        muted ??
        (await mutedOf(
          executor,
          plain.map((input) => input.userId),
        ));
      const told = plain.filter((input) => !(input.topic && off.get(input.userId)?.muted.includes(input.topic)));
      await insertNotifications(
        executor,
        told.map((input) => rowOf({ ...input, dedupeKey: undefined })),
      );
      await queuePushes(executor, told, off);
    },

    async list(userId: number, query: { type?: NotificationType; cursor?: string; limit: number }): Promise<NotificationPage> {
      const after = decodePageCursor(query.cursor);
      const rows = await listNotifications(db, userId, { type: query.type, after, limit: query.limit });
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      const locale = await pageLocale(db, userId, page.rows);
      return {
        results: page.rows.map((row) => toNotification(row, locale)),
        unread_count: await unreadCount(db, userId),
        next_cursor: page.nextCursor,
      };
    },

    unreadCount: (userId: number) => unreadCount(db, userId),

    /** Whether the person wants to hear about `topic` (for what other modules send besides a notification, like mail). */
    wants: async (executor: Executor, userId: number, topic: NotificationTopic): Promise<boolean> =>
      !(await isMuted(executor, userId, topic)),

    preferences: async (userId: number): Promise<NotificationPreferences> => preferencesOf(await mutedTopics(db, userId)),

    async setPreferences(userId: number, change: NotificationPreferencesInput): Promise<NotificationPreferences> {
      const muted = mutedAfter(await mutedTopics(db, userId), change);
      await saveMuted(db, userId, muted, now());
      return preferencesOf(muted);
    },

    /** Someone else's notification is answered as not found, never as forbidden. */
    async markRead(userId: number, id: number): Promise<{ id: number; read: true; unread_count: number }> {
      if (!(await markRead(db, userId, id, now()))) throw new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound);
      return { id, read: true, unread_count: await unreadCount(db, userId) };
    },

    async markAllRead(userId: number, type?: NotificationType): Promise<{ updated: number; unread_count: number }> {
      const updated = await markAllRead(db, userId, now(), type);
      return { updated, unread_count: await unreadCount(db, userId) };
    },

    // ---- web push (push-devices.ts) ----
    ...webPush,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
