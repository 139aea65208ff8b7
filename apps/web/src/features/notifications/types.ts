import type { NotificationPage } from '@dwa/shared/notifications';

// The notifications' answers come from @dwa/shared/notifications (type imports only: the schemas,
// and zod, stay out of the pages that only read them).

export type { Notification, NotificationType } from '@dwa/shared/notifications';

export type NotificationsPage = NotificationPage;
