import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingIdParamsSchema, listingSchema, listingStatusChangeSchema } from '@dwa/shared/listings';
import type { ListingModerationService } from '../listings/listing-moderation.service';

// Moderation of listings: an admin approves a pending post, takes a live one down, or puts it back.
// The same status state machine as the owner's toggle decides (modules/listings/listing-status.ts).

const adminListingsRoutes: FastifyPluginAsyncZod<{ moderation: ListingModerationService }> = async (app, { moderation }) => {
  app.patch(
    '/v1/admin/classifieds/:id/status',
    {
      onRequest: [app.requireRole('ADMIN')],
      schema: {
        tags: ['classifieds', 'admin'],
        security: [{ bearer: [] }],
        summary: 'Approve, take down or reinstate a listing (admins)',
        description: "active: approve a pending listing or reinstate one. inactive: refuse a pending listing or take a live one down; its owner cannot switch it back on.",
        params: listingIdParamsSchema,
        body: listingStatusChangeSchema,
        response: { 200: listingSchema },
      },
    },
    async (request) => moderation.decide(request.user!, request.params.id, request.body.status),
  );
};

export default adminListingsRoutes;
