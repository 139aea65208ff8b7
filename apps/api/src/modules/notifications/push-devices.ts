import {
  pushMutedAfter,
  pushPreferencesOf,
  PUSH_MESSAGES,
  type PushPreferences,
  type PushPreferencesInput,
  type PushSubscriptionInfo,
  type PushSubscriptionInput,
} from '@dwa/shared/push';
import type { Executor } from '@dwa/db/client';
import { NotFoundError } from '../../lib/errors';
import { job, type JobQueue } from '../../lib/jobs';
import type { VapidKeys } from '../../config';
import {
  deleteOwnSubscription,
  deleteSubscription,
  findSubscription,
  pushMutedKinds,
  pushTargets,
  savePushMuted,
  subscriptionsOf,
  upsertSubscription,
  type PushSubscriptionRow,
} from './push.repo';
import { PUSH_DELIVERY, PUSH_KIND_OF, pushPayload, SEND_PUSH } from './push';
import { PushGoneError, type PushSender } from './push-sender';
import { pushLocale, pushLocales, textOf, type NotifyText } from './notification-text';
import type { NotificationKind } from '@dwa/shared/notifications';

// A person's devices (ADR 064): the push twin of a notification, queued one job per device, and the
// subscriptions and push preferences the Notifications settings manage. notifications.service.ts
// queues the pushes and answers these methods as its own.

/** What a push is made of: the notification's words, its person, kind and link (NotifyInput has them). */
type PushInput = NotifyText & { userId: number; kind: NotificationKind; link?: string | null; dedupeKey?: string };

function toSubscription(row: PushSubscriptionRow): PushSubscriptionInfo {
  return { id: row.id, endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
}

export type PushDeps = {
  jobs: JobQueue;
  /** null: push is off (production without VAPID keys). */
  sender: PushSender | null;
  vapid: VapidKeys | null;
};

/** Registers the push job and returns the queueing of a notification's push and the device methods. */
export function createPushDevices(db: Executor, now: () => Date, push: PushDeps) {
  const { jobs, sender, vapid } = push;

  // A push job per device: one device failing is retried without sending again to the others.
  jobs.handle(SEND_PUSH, async (job) => {
    const subscription = await findSubscription(db, job.subscription_id);
    if (!subscription || !sender) return; // unsubscribed (or push turned off) since
    try {
      await sender.send({
        userId: subscription.userId,
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        payload: job.payload,
        ttl: job.ttl,
        urgency: job.urgency,
      });
    } catch (error) {
      if (!(error instanceof PushGoneError)) throw error;
      await deleteSubscription(db, subscription.id);
    }
  });

  /**
   * The push twin of a notification, for a person whose app is closed: queued in the notification's
   * transaction, one job per device, unless the person turned the kind off. A batched notification
   * (dedupeKey) replaces its device's push still waiting, so a burst of messages is one push.
   */
  async function queuePush(executor: Executor, input: PushInput): Promise<void> {
    const kind = PUSH_KIND_OF[input.kind];
    if (!kind || !sender) return;
    const targets = await pushTargets(executor, input.userId, kind);
    if (targets.length === 0) return;
    const text = textOf(input, await pushLocale(executor, input));
    const payload = pushPayload({ kind, title: text.title, body: text.body, link: input.link, tag: input.dedupeKey ?? null });
    for (const target of targets) {
      await jobs.enqueue(
        executor,
        SEND_PUSH,
        { subscription_id: target.id, payload, ...PUSH_DELIVERY[kind] },
        input.dedupeKey ? { key: `push:${target.id}:${input.dedupeKey}` } : {},
      );
    }
  }

  /**
   * The pushes of `notifyMany`'s notifications (none batched) in one enqueue, but for the kinds each
   * person turned off (`off`, read once by the caller with their devices).
   */
  async function queuePushes(
    executor: Executor,
    told: readonly PushInput[],
    off: Map<number, { pushMuted: string[]; devices: number[] }>,
  ): Promise<void> {
    if (!sender) return;
    const pushed = told.flatMap((input) => {
      const kind = PUSH_KIND_OF[input.kind];
      return kind && !off.get(input.userId)?.pushMuted.includes(kind) ? [{ input, kind }] : [];
    });
    if (pushed.length === 0) return;
    // Only people with a device: the others need no language read.
    const devices = new Map(
      pushed.flatMap(({ input }) => {
        const ids = off.get(input.userId)?.devices ?? [];
        return ids.length > 0 ? [[input.userId, ids] as const] : [];
      }),
    );
    const locales = await pushLocales(
      executor,
      pushed.filter(({ input }) => devices.has(input.userId)).map(({ input }) => input),
    );
    await jobs.enqueueMany(
      executor,
      pushed.flatMap(({ input, kind }) => {
        const text = textOf(input, locales.get(input.userId) ?? 'en');
        const payload = pushPayload({ kind, title: text.title, body: text.body, link: input.link, tag: null });
        return (devices.get(input.userId) ?? []).map((id) => job(SEND_PUSH, { subscription_id: id, payload, ...PUSH_DELIVERY[kind] }));
      }),
    );
  }

  return {
    queuePush,
    queuePushes,

    /** The VAPID public key browsers subscribe with (the private key never leaves the server). */
    pushPublicKey(): { public_key: string } {
      if (!vapid || !sender) throw new NotFoundError(PUSH_MESSAGES.notConfigured);
      return { public_key: vapid.publicKey };
    },

    pushSubscriptions: async (userId: number): Promise<PushSubscriptionInfo[]> => (await subscriptionsOf(db, userId)).map(toSubscription),

    async subscribePush(userId: number, input: PushSubscriptionInput): Promise<PushSubscriptionInfo> {
      if (!vapid || !sender) throw new NotFoundError(PUSH_MESSAGES.notConfigured);
      const row = await upsertSubscription(db, {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: now(),
      });
      return toSubscription(row);
    },

    /** Someone else's subscription is answered as not found, never as forbidden. */
    async unsubscribePush(userId: number, match: { id: number } | { endpoint: string }): Promise<void> {
      if (!(await deleteOwnSubscription(db, userId, match))) throw new NotFoundError(PUSH_MESSAGES.notFound);
    },

    pushPreferences: async (userId: number): Promise<PushPreferences> => pushPreferencesOf(await pushMutedKinds(db, userId)),

    async setPushPreferences(userId: number, change: PushPreferencesInput): Promise<PushPreferences> {
      const muted = pushMutedAfter(await pushMutedKinds(db, userId), change);
      await savePushMuted(db, userId, muted, now());
      return pushPreferencesOf(muted);
    },
  };
}
