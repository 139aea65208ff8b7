import { z } from 'zod';
import { coded } from './coded';

// Web push (issue 33, ADR 064): a browser's push subscription, the kinds of push a person may turn
// off, and what a push carries to the service worker.
//
// GET    /push/public-key          open -> pushPublicKeySchema (404 when push is not set up)
// GET    /push/subscriptions       signed in -> pushSubscriptionSchema[] (my devices)
// POST   /push/subscriptions       signed in; body pushSubscriptionInputSchema -> pushSubscriptionSchema
//                                  (the same endpoint again updates its keys; another person's moves to me)
// DELETE /push/subscriptions/:id   signed in -> 204 (404 for anyone else's)
// POST   /push/unsubscribe         signed in; body { endpoint } -> 204 (the browser's own, by endpoint)
// GET    /push/preferences         signed in -> pushPreferencesSchema (every kind on by default)
// PUT    /push/preferences         signed in; body pushPreferencesInputSchema -> the same

export const PUSH_KINDS = ['messages', 'orders', 'deliveries', 'rides', 'alerts'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The browser's endpoint URL can be long (FCM's are ~200 characters); the keys are base64url. */
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MESSAGES = {
  endpoint: coded('push.endpoint', 'endpoint must be the https address the browser gave for this subscription.'),
  p256dh: coded('push.p256dh', 'keys.p256dh must be the browser\u2019s public key (base64url, 65 bytes).'),
  auth: coded('push.auth', 'keys.auth must be the browser\u2019s auth secret (base64url, 16 bytes).'),
  keys: coded('push.keys', 'keys must hold p256dh and auth.'),
  choice: coded('push.choice', 'Each push choice must be on or off.'),
  empty: coded('push.empty', 'Choose at least one kind of push to change.'),
  notConfigured: coded('push.not_configured', 'Push notifications are not set up on this server.'),
  notFound: coded('push.not_found', 'Push subscription not found'),
} as const;

const M = PUSH_MESSAGES;

/** base64url of exactly `bytes` bytes (padding tolerated, as some browsers add it). */
function base64urlOf(bytes: number, message: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), message));
}

export const pushEndpointField = z
  .string({ error: M.endpoint })
  .trim()
  .max(PUSH_ENDPOINT_MAX, M.endpoint)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, M.endpoint);

/** What `PushSubscription.toJSON()` gives, as the browser sends it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: pushEndpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlOf(65, M.p256dh), auth: base64urlOf(16, M.auth) }, { error: M.keys }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointField });

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  created_at: z.string(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;

export const pushPublicKeySchema = z.object({ public_key: z.string().describe('the VAPID application server key (base64url)') });

const onOff = z.boolean({ error: M.choice });

export const pushPreferencesSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushPreferencesInputSchema = z
  .strictObject(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, onOff.optional()])) as Record<PushKind, z.ZodOptional<z.ZodBoolean>>, {
    error: M.choice,
  })
  .refine((value) => Object.values(value).some((on) => on !== undefined), {
    message: M.empty,
    when: (payload) => payload.issues.length === 0,
  });
export type PushPreferencesInput = z.output<typeof pushPreferencesInputSchema>;

/** Every kind on, except the muted ones. */
export function pushPreferencesOf(muted: readonly string[]): PushPreferences {
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !muted.includes(kind)])) as PushPreferences;
}

/** The muted kinds after `change` (kinds not in it keep their state). */
export function pushMutedAfter(muted: readonly string[], change: PushPreferencesInput): PushKind[] {
  const next = { ...pushPreferencesOf(muted), ...Object.fromEntries(Object.entries(change).filter(([, on]) => on !== undefined)) };
  return PUSH_KINDS.filter((kind) => !next[kind]);
}

/** What the service worker receives (JSON, encrypted): it shows title and body and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string().nullable(),
  url: z.string(),
  kind: z.enum(PUSH_KINDS),
  /** Notifications with the same tag replace each other on the device (one per conversation). */
  tag: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
