import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '@dwa/db/client';
import { pushOutbox } from '@dwa/db/schema';
import type { VapidKeys } from '../../config';

// Where a push goes once its job runs (ADR 064): one interface, two senders.
// - webpush: the `web-push` library encrypts the payload (aes128gcm, RFC 8291), signs a VAPID JWT
//   (RFC 8292) and POSTs it to the subscription's endpoint at the browser's push service.
// - sandbox (development and tests): records what would be sent in the push_outbox table, read back
//   by /api/v1/dev/push; like a push service it can fail for an endpoint (down: retried) or answer
//   that a subscription is gone (410: deleted).
// A subscription the push service no longer knows (404, 410) is a PushGoneError; any other failure
// is thrown as is and the job tries again.

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export type OutgoingPush = {
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The JSON the service worker receives (under 4 KB). */
  payload: string;
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: PushUrgency;
};

export type PushSender = { kind: 'webpush' | 'sandbox'; send: (push: OutgoingPush) => Promise<void> };

export class PushGoneError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}: the subscription is gone`);
    this.name = 'PushGoneError';
  }
}

/** `agent`: for tests, to trust the local stand-in push service's own certificate. */
export function webPushSender(options: { vapid: VapidKeys; timeoutMs?: number; agent?: Agent }): PushSender {
  const { vapid } = options;
  return {
    kind: 'webpush',
    async send(push) {
      try {
        await webpush.sendNotification({ endpoint: push.endpoint, keys: push.keys }, push.payload, {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: push.ttl,
          urgency: push.urgency,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          throw new PushGoneError(error.statusCode);
        if (error instanceof WebPushError) throw new Error(`The push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`);
        throw error;
      }
    },
  };
}

/** How the sandbox answers for an endpoint: 'down' fails (the job retries), 'gone' answers 410. */
export type PushSandboxMode = 'up' | 'down' | 'gone';
export type PushSandboxOutage = { set: (endpoint: string, mode: PushSandboxMode) => void; modeOf: (endpoint: string) => PushSandboxMode };

export function pushSandboxOutage(): PushSandboxOutage {
  const modes = new Map<string, PushSandboxMode>();
  return {
    set: (endpoint, mode) => void (mode === 'up' ? modes.delete(endpoint) : modes.set(endpoint, mode)),
    modeOf: (endpoint) => modes.get(endpoint) ?? 'up',
  };
}

export function sandboxPushSender(deps: { db: Db; outage: PushSandboxOutage; now: () => Date }): PushSender {
  return {
    kind: 'sandbox',
    async send(push) {
      const mode = deps.outage.modeOf(push.endpoint);
      if (mode === 'gone') throw new PushGoneError(410);
      if (mode === 'down') throw new Error('The push service is not answering (sandbox outage).');
      await deps.db.insert(pushOutbox).values({
        userId: push.userId,
        endpoint: push.endpoint,
        payload: JSON.parse(push.payload) as unknown,
        ttl: push.ttl,
        urgency: push.urgency,
        createdAt: deps.now(),
      });
    },
  };
}
