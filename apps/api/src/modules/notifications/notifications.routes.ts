import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES, notificationPageSchema } from '@dwa/shared/notifications';
import { pageQuerySchema } from '@dwa/shared/page-query';
import { notificationPreferencesInputSchema, notificationPreferencesSchema } from '@dwa/shared/notifications-preferences';
import {
  PUSH_MESSAGES,
  pushPreferencesInputSchema,
  pushPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@dwa/shared/push';
import type { NotificationService } from './notifications.service';
import { idParams } from '@dwa/shared/fields';
import { requireUser, routeOptions } from '../../plugins/auth';

// The Notifications page (tabs All, Activity, Promos, Support) and the header's unread badge.

const typeParam = z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.notificationType }).optional();
const notificationIdParams = idParams(NOTIFICATION_MESSAGES.notificationNotFound);
const pushSubscriptionParams = idParams(PUSH_MESSAGES.notFound);
const unreadSchema = z.object({ unread_count: z.number().int() });

const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications: service }) => {
  const { open, signedIn } = routeOptions(app, ['notifications']);

  app.get(
    '/v1/notifications',
    signedIn({
      summary: 'My notifications, newest first (paged)',
      description: 'type: activity, promo or support (a tab); none for All. unread_count counts every type. limit 1 to 100 (50).',
      querystring: pageQuerySchema.extend({ type: typeParam }),
      response: { 200: notificationPageSchema },
    }),
    async (request) => service.list(requireUser(request).id, request.query),
  );

  app.get(
    '/v1/notifications/unread-count',
    signedIn({ summary: 'How many of my notifications are unread (header badge)', response: { 200: unreadSchema } }),
    async (request) => ({ unread_count: await service.unreadCount(requireUser(request).id) }),
  );

  app.post(
    '/v1/notifications/read-all',
    signedIn({
      summary: 'Mark all my notifications read (or those of one type)',
      querystring: z.object({ type: typeParam }),
      response: { 200: z.object({ updated: z.number().int(), unread_count: z.number().int() }) },
    }),
    async (request) => service.markAllRead(requireUser(request).id, request.query.type),
  );

  app.post(
    '/v1/notifications/:id/read',
    signedIn({
      summary: "Mark one of my notifications read (404 for anyone else's)",
      params: notificationIdParams,
      response: { 200: z.object({ id: z.number().int(), read: z.literal(true), unread_count: z.number().int() }) },
    }),
    async (request) => service.markRead(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v1/notification-preferences',
    signedIn({
      summary: 'Which notification topics I hear about (all on until I turn some off)',
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => service.preferences(requireUser(request).id),
  );

  app.put(
    '/v1/notification-preferences',
    signedIn({
      summary: 'Turn notification topics on or off (the ones sent; the others keep their state)',
      description:
        'new_order, order_update and order_email are about my sales; new_message, listing_comment and listing_like about messages and my listings.',
      body: notificationPreferencesInputSchema,
      response: { 200: notificationPreferencesSchema },
    }),
    async (request) => service.setPreferences(requireUser(request).id, request.body),
  );

  // ---- web push (ADR 064) ----

  app.get(
    '/v1/push/public-key',
    open({
      summary: 'The VAPID public key a browser subscribes to push with (404 when push is not set up)',
      response: { 200: pushPublicKeySchema },
    }),
    async () => service.pushPublicKey(),
  );

  app.get(
    '/v1/push/subscriptions',
    signedIn({ summary: 'My devices that receive push, newest first', response: { 200: z.array(pushSubscriptionSchema) } }),
    async (request) => service.pushSubscriptions(requireUser(request).id),
  );

  app.post(
    '/v1/push/subscriptions',
    signedIn({
      summary: "Register this browser's push subscription (PushSubscription.toJSON())",
      description: 'The same endpoint again updates its keys; an endpoint registered by another account on this device becomes mine.',
      body: pushSubscriptionInputSchema,
      response: { 201: pushSubscriptionSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.subscribePush(requireUser(request).id, request.body)),
  );

  app.delete(
    '/v1/push/subscriptions/:id',
    signedIn({
      summary: "Stop push to one of my devices (404 for anyone else's)",
      params: pushSubscriptionParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.unsubscribePush(requireUser(request).id, { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/push/unsubscribe',
    signedIn({
      summary: 'Stop push to this browser, by its endpoint (404 unless it is mine)',
      body: pushUnsubscribeSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.unsubscribePush(requireUser(request).id, { endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/push/preferences',
    signedIn({ summary: 'Which kinds of push I receive (all on until I turn some off)', response: { 200: pushPreferencesSchema } }),
    async (request) => service.pushPreferences(requireUser(request).id),
  );

  app.put(
    '/v1/push/preferences',
    signedIn({
      summary: 'Turn kinds of push on or off (the ones sent; the others keep their state)',
      description: 'messages, orders, deliveries, rides, alerts (saved-search alerts). The in-app notifications are not affected.',
      body: pushPreferencesInputSchema,
      response: { 200: pushPreferencesSchema },
    }),
    async (request) => service.setPushPreferences(requireUser(request).id, request.body),
  );
};

export default notificationsRoutes;
