import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES,
  courierApplicationInputSchema,
  courierApplicationSchema,
  courierProfileSchema,
  courierStatusInputSchema,
  deliveryAdvanceInputSchema,
  deliveryEstimateInputSchema,
  deliveryEstimateSchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryRatingInputSchema,
  deliveryRequestInputSchema,
  deliverySchema,
  deliveryEarningsSchema,
  deliveryStatsSchema,
  jobBoardSchema,
  myCourierApplicationSchema,
  supportTicketInputSchema,
  supportTicketSchema,
} from '@dwa/shared/delivery';
import { estimateFare } from '@dwa/shared/delivery-rules';
import { idParams } from '@dwa/shared/fields';
import { courierSettingsInputSchema, courierSettingsSchema } from '@dwa/shared/delivery-courier-settings';
import type { CourierService } from './courier.service';
import type { DeliveryService } from './delivery.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Delivery (issue 8): estimate, requests and their lifecycle, the job board, ratings, support
// tickets, statistics, courier status and the courier application. The contract, with every
// endpoint listed, is packages/shared/src/delivery.ts; the reading of the spec is ADR 009. The delivery chat
// is delivery-chat.routes.ts.

const deliveryIdParams = idParams(DELIVERY_MESSAGES.deliveryId);

const deliveryRoutes: FastifyPluginAsyncZod<{ deliveries: DeliveryService; couriers: CourierService }> = async (
  app,
  { deliveries, couriers },
) => {
  const { open, signedIn } = routeOptions(app, ['delivery']);

  app.post(
    '/v1/delivery/estimate',
    open({
      summary: 'Price a delivery (public)',
      description:
        '10 x size multiplier (small 1, medium 1.5, large 2) x urgency multiplier (standard 1, express 1.5, urgent 2) cedis; the urgency window; the fixed ~5.2 km distance.',
      body: deliveryEstimateInputSchema,
      response: { 200: deliveryEstimateSchema },
    }),
    async (request) => estimateFare(request.body.item_size, request.body.urgency),
  );

  app.post(
    '/v1/delivery/requests',
    signedIn({
      summary: 'Request a delivery',
      description:
        'All form fields required; recipient_phone a Ghana number (answered as +233...). The fare is computed here. It goes on the job board.',
      body: deliveryRequestInputSchema,
      response: { 201: deliverySchema },
    }),
    async (request, reply) => reply.status(201).send(await deliveries.create(requireUser(request), request.body)),
  );

  app.get(
    '/v1/delivery/requests',
    signedIn({
      summary: 'My deliveries, newest first',
      description:
        'role=customer (requested by me, default) or courier (jobs I took); scope all, active, history (delivered and cancelled) or delivered. ' +
        'Pages of `limit` (at most 100); pass next_cursor as cursor for the next one.',
      querystring: deliveryListQuerySchema,
      response: { 200: deliveryListSchema },
    }),
    async (request) => deliveries.list(requireUser(request), request.query),
  );

  app.get(
    '/v1/delivery/requests/:id',
    signedIn({
      summary: 'One delivery (its customer, its courier, admins; 404 for others)',
      params: deliveryIdParams,
      response: { 200: deliverySchema },
    }),
    async (request) => deliveries.get(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/delivery/requests/:id/cancel',
    signedIn({ summary: 'Cancel a delivery before pickup (its customer)', params: deliveryIdParams, response: { 200: deliverySchema } }),
    async (request) => deliveries.cancel(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/delivery/requests/:id/status',
    signedIn({
      summary: "The assigned courier's next step",
      description:
        'picked_up, in_transit, nearby, then delivered with the 4-digit handover_code. A wrong code is 422 and counts; after 5 wrong codes, 429.',
      params: deliveryIdParams,
      body: deliveryAdvanceInputSchema,
      response: { 200: deliverySchema },
    }),
    async (request) => deliveries.advance(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/v1/delivery/requests/:id/rating',
    signedIn({
      summary: 'Rate (or re-rate) a delivered job, 1-5 stars (its customer)',
      params: deliveryIdParams,
      body: deliveryRatingInputSchema,
      response: { 200: deliverySchema },
    }),
    async (request) => deliveries.rate(requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/delivery/requests/:id/issues',
    signedIn({
      summary: 'Report an issue: a support ticket the admins see',
      description: 'At most 10 reports an hour per person (429 with Retry-After).',
      params: deliveryIdParams,
      body: supportTicketInputSchema,
      response: { 201: supportTicketSchema },
    }),
    async (request, reply) => reply.status(201).send(await deliveries.reportIssue(requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/v1/delivery/jobs',
    signedIn({ summary: 'Open jobs, oldest first (couriers; empty while offline)', response: { 200: jobBoardSchema } }),
    async (request) => deliveries.jobs(requireUser(request)),
  );

  app.post(
    '/v1/delivery/jobs/:id/accept',
    signedIn({
      summary: 'Take a job (online couriers)',
      description:
        "Exactly one courier wins; the others get 409 'Job already taken' ('This job was cancelled.' once cancelled); the winner pressing again, even at the same time from another tab, gets 200.",
      params: deliveryIdParams,
      response: { 200: deliverySchema },
    }),
    async (request) => deliveries.accept(requireUser(request), request.params.id),
  );

  app.put(
    '/v1/delivery/courier/status',
    signedIn({
      summary: 'Go online or offline, and share my position (couriers)',
      body: courierStatusInputSchema,
      response: { 200: courierProfileSchema },
    }),
    async (request) => couriers.setStatus(requireUser(request), request.body),
  );

  app.get(
    '/v1/delivery/courier/me',
    signedIn({ summary: 'My courier profile (couriers)', response: { 200: courierProfileSchema } }),
    async (request) => couriers.me(requireUser(request)),
  );

  app.get(
    '/v1/delivery/courier/settings',
    signedIn({ summary: 'My vehicle, plate, regions and usual hours (couriers)', response: { 200: courierSettingsSchema } }),
    async (request) => couriers.settings(requireUser(request)),
  );

  app.put(
    '/v1/delivery/courier/settings',
    signedIn({
      summary: 'Save my vehicle, plate, regions and usual hours (couriers)',
      description:
        'areas: Ghana regions (none: all); shop jobs whose order is in another region are not offered. availability: days and HH:MM hours, Ghana time, or null.',
      body: courierSettingsInputSchema,
      response: { 200: courierSettingsSchema },
    }),
    async (request) => couriers.saveSettings(requireUser(request), request.body),
  );

  app.get(
    '/v1/delivery/stats',
    signedIn({
      summary: 'My delivery statistics, from the data',
      description:
        'A delivery counts once delivered; spent and earned are sums of delivered fares (before commission: earnings after it are GET /v1/delivery/earnings); today is the UTC day (Ghana time).',
      response: { 200: deliveryStatsSchema },
    }),
    async (request) => deliveries.stats(requireUser(request)),
  );

  app.get(
    '/v1/delivery/earnings',
    signedIn({
      summary: 'My earnings as a courier and driver, from the ledger',
      description:
        'After commission: Mobile Money jobs once released, cash jobs at the handover less the commission owed, directly booked deliveries at their fare; today is the UTC day (Ghana time), by when the ledger credited it; held is Mobile Money deliveries waiting for the release (before commission).',
      response: { 200: deliveryEarningsSchema },
    }),
    async (request) => deliveries.earnings(requireUser(request)),
  );

  app.post(
    '/v1/delivery/courier/applications',
    signedIn({
      summary: 'Become a Courier: apply (an admin reviews it)',
      body: courierApplicationInputSchema,
      response: { 201: courierApplicationSchema },
    }),
    async (request, reply) => reply.status(201).send(await couriers.apply(requireUser(request), request.body)),
  );

  app.get(
    '/v1/delivery/courier/application',
    signedIn({ summary: 'My latest courier application', response: { 200: myCourierApplicationSchema } }),
    async (request) => couriers.myApplication(requireUser(request)),
  );
};

export default deliveryRoutes;
