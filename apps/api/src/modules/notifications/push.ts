import { z } from 'zod';
import type { NotificationKind } from '@dwa/shared/notifications';
import type { PushKind, PushPayload } from '@dwa/shared/push';
import { task } from '../../lib/jobs';
import type { PushUrgency } from './push-sender';

// What becomes a web push (ADR 064): the notification kinds a person would want on a closed app,
// each under one of the kinds they can turn off, with how long the push service keeps it for an
// offline device and how urgently it wakes one.

export const PUSH_KIND_OF: Partial<Record<NotificationKind, PushKind>> = {
  message: 'messages',
  order: 'orders',
  delivery: 'deliveries',
  ride: 'rides',
  saved_search: 'alerts',
  // An ad about to expire (ADR 066): the owner hears of it as of any alert.
  listing_expiry: 'alerts',
  deal_review: 'orders',
  // A decision on the seller's identity check (ADR 074): news that can wait, as an alert.
  id_verification: 'alerts',
};

const HOUR = 3600;
/** TTL in seconds and urgency (RFC 8030): a ride is stale in minutes, an alert waits for a day or two. */
export const PUSH_DELIVERY: Record<PushKind, { ttl: number; urgency: PushUrgency }> = {
  messages: { ttl: 24 * HOUR, urgency: 'high' },
  orders: { ttl: 24 * HOUR, urgency: 'normal' },
  deliveries: { ttl: 6 * HOUR, urgency: 'high' },
  rides: { ttl: 15 * 60, urgency: 'high' },
  alerts: { ttl: 48 * HOUR, urgency: 'low' },
};

/** Web push carries at most 4096 bytes of encrypted content; the JSON stays well under it. */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;
const TITLE_MAX = 120;
const BODY_MAX = 400;

export const SEND_PUSH = task(
  'push:send',
  z.object({
    subscription_id: z.number().int().positive(),
    payload: z.string().max(PUSH_PAYLOAD_MAX_BYTES),
    ttl: z.number().int().min(0),
    urgency: z.enum(['very-low', 'low', 'normal', 'high']),
  }),
  { maxAttempts: 6, timeoutMs: 20_000 },
);

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}\u2026`;
}

/** The JSON a push carries, cut to fit: the body shrinks first, then the title. */
export function pushPayload(input: {
  kind: PushKind;
  title: string;
  body?: string | null;
  link?: string | null;
  tag?: string | null;
}): string {
  let body = input.body ? clip(input.body, BODY_MAX) : null;
  let title = clip(input.title, TITLE_MAX);
  const url = input.link && input.link.startsWith('/') && input.link.length <= 500 ? input.link : '/notifications';
  const tag = input.tag ? clip(input.tag, 100) : null;
  for (;;) {
    const payload: PushPayload = { title, body, url, kind: input.kind, tag };
    const json = JSON.stringify(payload);
    if (Buffer.byteLength(json) <= PUSH_PAYLOAD_MAX_BYTES) return json;
    if (body && body.length > 20) body = clip(body, Math.floor(body.length / 2));
    else if (body) body = null;
    else title = clip(title, Math.max(10, Math.floor(title.length / 2)));
  }
}
