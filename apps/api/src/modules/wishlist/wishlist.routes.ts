import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, savedListingsPageSchema, wishlistInputSchema, wishlistStateSchema } from '@dwa/shared/engagement';
import { listingIdParamsSchema } from '@dwa/shared/listings';
import type { WishlistService } from './wishlist.service';

// The /wishlist page and the detail's Add to Wishlist button.

const tags = ['wishlist'];
const security = [{ bearer: [] }];

const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist: service }) => {

  app.get(
    '/v1/wishlist',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My saved listings, most recently saved first (paged)',
        description: 'The listing read shape. Listings no longer visible to me are left out. limit 1 to 100 (50).',
        querystring: pageQuerySchema,
        response: { 200: savedListingsPageSchema },
      },
    },
    async (request) => service.list(request.user!, request.query),
  );

  app.post(
    '/v1/wishlist',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Save a listing to my wishlist (idempotent)', body: wishlistInputSchema, response: { 200: wishlistStateSchema } },
    },
    async (request) => service.add(request.user!, request.body.listing_id),
  );

  app.delete(
    '/v1/wishlist/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Remove a listing from my wishlist (idempotent)', params: listingIdParamsSchema, response: { 200: wishlistStateSchema } },
    },
    async (request) => service.remove(request.user!, request.params.id),
  );
};

export default wishlistRoutes;
