import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@dwa/shared/page-query';
import { wishlistInputSchema, wishlistStateSchema } from '@dwa/shared/wishlist';
import { listingIdParamsSchema, savedListingsPageSchema } from '@dwa/shared/listings';
import type { WishlistService } from './wishlist.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The /wishlist page and the detail's Add to Wishlist button.

const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist: service }) => {
  const { signedIn } = routeOptions(app, ['wishlist']);

  app.get(
    '/v1/wishlist',
    signedIn({
      summary: 'My saved listings, most recently saved first (paged)',
      description: 'The listing read shape. Listings no longer visible to me are left out. limit 1 to 100 (50).',
      querystring: pageQuerySchema,
      response: { 200: savedListingsPageSchema },
    }),
    async (request) => service.list(requireUser(request), request.query),
  );

  app.post(
    '/v1/wishlist',
    signedIn({ summary: 'Save a listing to my wishlist (idempotent)', body: wishlistInputSchema, response: { 200: wishlistStateSchema } }),
    async (request) => service.add(requireUser(request), request.body.listing_id),
  );

  app.delete(
    '/v1/wishlist/:id',
    signedIn({
      summary: 'Remove a listing from my wishlist (idempotent)',
      params: listingIdParamsSchema,
      response: { 200: wishlistStateSchema },
    }),
    async (request) => service.remove(requireUser(request), request.params.id),
  );
};

export default wishlistRoutes;
