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
  deliveryStatsSchema,
  jobBoardSchema,
  myCourierApplicationSchema,
  supportTicketInputSchema,
  supportTicketSchema,
} from '@dwa/shared/delivery';
import { estimateFare } from '@dwa/shared/delivery-rules';
import { idParams } from '@dwa/shared/fields';
import type { CourierService } from './courier.service';
import type { DeliveryService } from './delivery.service';

// Delivery (issue 8): estimate, requests and their lifecycle, the job board, ratings, support
// tickets, statistics, courier status and the courier application. The contract, with every
// endpoint listed, is packages/shared/src/delivery.ts; the reading of the spec is ADR 009. The delivery chat
// is delivery-chat.routes.ts.

const tags = ['delivery'];
const security = [{ bearer: [] }];
const deliveryIdParams = idParams(DELIVERY_MESSAGES.deliveryId);

const deliveryRoutes: FastifyPluginAsyncZod<{ deliveries: DeliveryService; couriers: CourierService }> = async (app, { deliveries, couriers }) => {

  app.post(
    '/v1/delivery/estimate',
    {
      schema: {
        tags,
        summary: 'Price a delivery (public)',
        description: '10 x size multiplier (small 1, medium 1.5, large 2) x urgency multiplier (standard 1, express 1.5, urgent 2) cedis; the urgency window; the fixed ~5.2 km distance.',
        body: deliveryEstimateInputSchema,
        response: { 200: deliveryEstimateSchema },
      },
    },
    async (request) => estimateFare(request.body.item_size, request.body.urgency),
  );

  app.post(
    '/v1/delivery/requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Request a delivery',
        description: 'All form fields required; recipient_phone a Ghana number (answered as +233...). The fare is computed here. It goes on the job board.',
        body: deliveryRequestInputSchema,
        response: { 201: deliverySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deliveries.create(request.user!, request.body)),
  );

  app.get(
    '/v1/delivery/requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My deliveries, newest first',
        description:
          'role=customer (requested by me, default) or courier (jobs I took); scope all, active, history (delivered and cancelled) or delivered. ' +
          'Pages of `limit` (at most 100); pass next_cursor as cursor for the next one.',
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListSchema },
      },
    },
    async (request) => deliveries.list(request.user!, request.query),
  );

  app.get(
    '/v1/delivery/requests/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'One delivery (its customer, its courier, admins; 404 for others)', params: deliveryIdParams, response: { 200: deliverySchema } },
    },
    async (request) => deliveries.get(request.user!, request.params.id),
  );

  app.post(
    '/v1/delivery/requests/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Cancel a delivery before pickup (its customer)', params: deliveryIdParams, response: { 200: deliverySchema } },
    },
    async (request) => deliveries.cancel(request.user!, request.params.id),
  );

  app.post(
    '/v1/delivery/requests/:id/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The assigned courier's next step",
        description: 'picked_up, in_transit, nearby, then delivered with the 4-digit handover_code. A wrong code is 422 and counts; after 5 wrong codes, 429.',
        params: deliveryIdParams,
        body: deliveryAdvanceInputSchema,
        response: { 200: deliverySchema },
      },
    },
    async (request) => deliveries.advance(request.user!, request.params.id, request.body),
  );

  app.put(
    '/v1/delivery/requests/:id/rating',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Rate (or re-rate) a delivered job, 1-5 stars (its customer)',
        params: deliveryIdParams,
        body: deliveryRatingInputSchema,
        response: { 200: deliverySchema },
      },
    },
    async (request) => deliveries.rate(request.user!, request.params.id, request.body),
  );

  app.post(
    '/v1/delivery/requests/:id/issues',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Report an issue: a support ticket the admins see',
        description: 'At most 10 reports an hour per person (429 with Retry-After).',
        params: deliveryIdParams,
        body: supportTicketInputSchema,
        response: { 201: supportTicketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deliveries.reportIssue(request.user!, request.params.id, request.body)),
  );

  app.get(
    '/v1/delivery/jobs',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Open jobs, oldest first (couriers; empty while offline)', response: { 200: jobBoardSchema } },
    },
    async (request) => deliveries.jobs(request.user!),
  );

  app.post(
    '/v1/delivery/jobs/:id/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Take a job (online couriers)',
        description: "Exactly one courier wins; the others get 409 'Job already taken' ('This job was cancelled.' once cancelled); the winner pressing again, even at the same time from another tab, gets 200.",
        params: deliveryIdParams,
        response: { 200: deliverySchema },
      },
    },
    async (request) => deliveries.accept(request.user!, request.params.id),
  );

  app.put(
    '/v1/delivery/courier/status',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Go online or offline, and share my position (couriers)', body: courierStatusInputSchema, response: { 200: courierProfileSchema } },
    },
    async (request) => couriers.setStatus(request.user!, request.body),
  );

  app.get(
    '/v1/delivery/courier/me',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'My courier profile (couriers)', response: { 200: courierProfileSchema } } },
    async (request) => couriers.me(request.user!),
  );

  app.get(
    '/v1/delivery/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My delivery statistics, from the data',
        description: 'A delivery counts once delivered; spent and earned are sums of delivered fares; today is the UTC day (Ghana time).',
        response: { 200: deliveryStatsSchema },
      },
    },
    async (request) => deliveries.stats(request.user!),
  );

  app.post(
    '/v1/delivery/courier/applications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Become a Courier: apply (an admin reviews it)',
        body: courierApplicationInputSchema,
        response: { 201: courierApplicationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await couriers.apply(request.user!, request.body)),
  );

  app.get(
    '/v1/delivery/courier/application',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'My latest courier application', response: { 200: myCourierApplicationSchema } } },
    async (request) => couriers.myApplication(request.user!),
  );
};

export default deliveryRoutes;
