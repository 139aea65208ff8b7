import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingDetailSchema } from '@dwa/shared/listing-detail';
import { listingIdParamsSchema } from '@dwa/shared/listings';
import type { ListingDetailService } from './listing-detail.service';

// GET /api/v1/classifieds/{id}: the listing detail page's one call.

const listingDetailRoutes: FastifyPluginAsyncZod<{ listingDetail: ListingDetailService }> = async (app, { listingDetail }) => {
  app.get(
    '/v1/classifieds/:id',
    {
      onRequest: [app.optionalAuth],
      schema: {
        tags: ['classifieds'],
        summary: 'A listing (counts a view at most once per viewer per hour)',
        description:
          "Inactive and pending listings are visible to their owner and admins only (404 for others). With the viewer's has_liked and " +
          'in_wishlist, and the first 50 top-level comments with their replies (more: GET /api/v1/classifieds/{id}/comments).',
        params: listingIdParamsSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listingDetail.view(request.params.id, request.user, request.ip),
  );
};

export default listingDetailRoutes;
