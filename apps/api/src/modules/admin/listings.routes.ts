import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingIdParamsSchema, listingSchema } from '@dwa/shared/listings';
import { adminListingStatusSchema, reviewQueuePageSchema, reviewQueueQuerySchema } from '@dwa/shared/moderation';
import type { ListingModerationService } from '../listings/listing-moderation.service';
import { requireUser } from '../../plugins/auth';

// Moderation of listings: the queue of posts waiting for review, and an admin's decision (approve,
// refuse with a reason, take down with a reason, or reinstate). The same status state machine as
// the owner's toggle decides (modules/listings/listing-status.ts).

const security = [{ bearer: [] }];

const adminListingsRoutes: FastifyPluginAsyncZod<{ moderation: ListingModerationService }> = async (app, { moderation }) => {
  app.get(
    '/v1/admin/classifieds',
    {
      onRequest: [app.requireRole('ADMIN')],
      schema: {
        tags: ['classifieds', 'admin'],
        security,
        summary: 'Listings waiting for review, oldest first (admins)',
        description:
          'status: pending (the only one). review_reason: reports (held after several reports), content_rule (its text matched matched_rule), ' +
          'new (manual moderation). limit 1 to 100 (50); cursor: the next_cursor of the previous page.',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueuePageSchema },
      },
    },
    async (request) => moderation.queue(request.query),
  );

  app.patch(
    '/v1/admin/classifieds/:id/status',
    {
      onRequest: [app.requireRole('ADMIN')],
      schema: {
        tags: ['classifieds', 'admin'],
        security,
        summary: 'Approve, refuse, take down or reinstate a listing (admins)',
        description:
          'active: approve a pending listing or reinstate one. inactive: refuse a pending listing or take a live one down; its owner cannot switch it back on. ' +
          "inactive needs a reason (3 to 500 characters), which the seller is told on the listing and in a notification: 400 'Give the seller a reason.' without one.",
        params: listingIdParamsSchema,
        body: adminListingStatusSchema,
        response: { 200: listingSchema },
      },
    },
    async (request) => moderation.decide(requireUser(request), request.params.id, request.body.status, request.body.reason),
  );
};

export default adminListingsRoutes;
