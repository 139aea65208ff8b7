import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENGAGEMENT_MESSAGES, NOTIFICATION_TYPES, notificationPageSchema, pageQuerySchema } from '@dwa/shared/engagement';
import type { NotificationService } from './notifications.service';
import { idParams } from '@dwa/shared/fields';

// The Notifications page (tabs All, Activity, Promos, Support) and the header's unread badge.

const tags = ['notifications'];
const security = [{ bearer: [] }];
const typeParam = z.enum(NOTIFICATION_TYPES, { error: ENGAGEMENT_MESSAGES.notificationType }).optional();
const notificationIdParams = idParams(ENGAGEMENT_MESSAGES.notificationNotFound);
const unreadSchema = z.object({ unread_count: z.number().int() });

const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications: service }) => {

  app.get(
    '/v1/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first (paged)',
        description: 'type: activity, promo or support (a tab); none for All. unread_count counts every type. limit 1 to 100 (50).',
        querystring: pageQuerySchema.extend({ type: typeParam }),
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => service.list(request.user!.id, request.query),
  );

  app.get(
    '/v1/notifications/unread-count',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'How many of my notifications are unread (header badge)', response: { 200: unreadSchema } } },
    async (request) => ({ unread_count: await service.unreadCount(request.user!.id) }),
  );

  app.post(
    '/v1/notifications/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark all my notifications read (or those of one type)',
        querystring: z.object({ type: typeParam }),
        response: { 200: z.object({ updated: z.number().int(), unread_count: z.number().int() }) },
      },
    },
    async (request) => service.markAllRead(request.user!.id, request.query.type),
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read (404 for anyone else\'s)',
        params: notificationIdParams,
        response: { 200: z.object({ id: z.number().int(), read: z.literal(true), unread_count: z.number().int() }) },
      },
    },
    async (request) => service.markRead(request.user!.id, request.params.id),
  );
};

export default notificationsRoutes;
