import { z } from 'zod';
import { coded } from './coded';

// The Selling preferences' notification choices (issue 36): topics a person may turn off. The server
// honours them where it creates the notification (and, for order emails, the mail).
//
// GET /notification-preferences   signed in -> notificationPreferencesSchema (every topic on by default)
// PUT /notification-preferences   signed in; body notificationPreferencesInputSchema (some topics) -> the same

export const NOTIFICATION_TOPICS = ['new_order', 'order_update', 'order_email', 'new_message', 'listing_comment', 'listing_like'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  choice: coded('notification-preferences.choice', 'Each notification choice must be on or off.'),
  empty: coded('notification-preferences.empty', 'Choose at least one notification to change.'),
} as const;

const M = NOTIFICATION_PREFERENCE_MESSAGES;
const onOff = z.boolean({ error: M.choice });

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, z.boolean()])) as Record<NotificationTopic, z.ZodBoolean>,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesInputSchema = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, onOff.optional()])) as Record<
      NotificationTopic,
      z.ZodOptional<z.ZodBoolean>
    >,
    { error: M.choice },
  )
  .refine((value) => Object.values(value).some((on) => on !== undefined), {
    message: M.empty,
    when: (payload) => payload.issues.length === 0,
  });
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesInputSchema>;

/** Every topic on, except the muted ones. */
export function preferencesOf(muted: readonly string[]): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, !muted.includes(topic)])) as NotificationPreferences;
}

/** The muted list after `change` (topics not in it keep their state), in the topics' order. */
export function mutedAfter(muted: readonly string[], change: NotificationPreferencesInput): NotificationTopic[] {
  const next = { ...preferencesOf(muted), ...Object.fromEntries(Object.entries(change).filter(([, on]) => on !== undefined)) };
  return NOTIFICATION_TOPICS.filter((topic) => !next[topic]);
}
