import { z } from 'zod';
import { coded } from './coded';

// Notifications (the API module notifications): their types and kinds, the messages, and the
// answers' shapes. The endpoints are in the API docs (/api/docs, tag notifications).

export const NOTIFICATION_TYPES = ['activity', 'promo', 'support'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'like',
  'report_review',
  'approved',
  'deactivated',
  'message',
  'courier_application',
  'order',
  'seller_application',
  'delivery',
  'ride',
  'payout',
  'dispute',
  'saved_search',
  'listing_expiry',
  'deal_review',
  'id_verification',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_MESSAGES = {
  notificationNotFound: coded('engagement.notification_not_found', 'Notification not found'),
  notificationType: coded('engagement.notification_type', `type must be one of: ${NOTIFICATION_TYPES.join(', ')}.`, {
    notificationTypes: NOTIFICATION_TYPES.join(', '),
  }),
} as const;

// ---- answers ----

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  unread_count: z.number().int().describe('unread notifications of every type'),
  next_cursor: z.string().nullable(),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationPage = z.infer<typeof notificationPageSchema>;
