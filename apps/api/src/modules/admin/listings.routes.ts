import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingSchema, listingStatusChangeSchema } from '@dwa/shared/listings';
import { createListingsRepo } from '../listings/listings.repo';
import { listingIdParams } from '../listings/listings.routes';
import { createListingService } from '../listings/listings.service';
import { noticeApproved } from '../notifications/listing-notices';

// Moderation of listings: an admin approves a pending post, takes a live one down, or puts it back.
// The same status state machine as the owner's toggle decides (modules/listings/listing-status.ts).

const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const repo = createListingsRepo(deps.db);
  const service = createListingService({
    repo,
    storage: deps.storage,
    now: deps.now,
    moderation: deps.config.listingModeration,
    log: app.log,
  });

  app.patch(
    '/v1/admin/classifieds/:id/status',
    {
      onRequest: [app.requireRole('ADMIN')],
      schema: {
        tags: ['classifieds', 'admin'],
        security: [{ bearer: [] }],
        summary: 'Approve, take down or reinstate a listing (admins)',
        description: "active: approve a pending listing or reinstate one. inactive: refuse a pending listing or take a live one down; its owner cannot switch it back on.",
        params: listingIdParams,
        body: listingStatusChangeSchema,
        response: { 200: listingSchema },
      },
    },
    async (request) => {
      const before = await repo.findById(request.params.id);
      const listing = await service.changeStatus(request.params.id, request.user!, request.body.status, { asAdmin: true });
      // The seller hears that a post waiting for review went live (notifications module).
      if (before?.status === 'pending' && listing.status === 'active') {
        await noticeApproved(deps.db, { id: listing.id, userId: listing.user.user_id, title: listing.title }, deps.now());
      }
      return listing;
    },
  );
};

export default adminListingsRoutes;
