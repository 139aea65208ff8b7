import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likeInputSchema, likeStateSchema } from '@dwa/shared/likes';
import { savedListingsPageSchema } from '@dwa/shared/listings';
import { pageQuerySchema } from '@dwa/shared/page-query';
import type { LikeService } from './likes.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Likes on listings (spec section 7: POST and DELETE /api/v1/classifieds/like with {listing_id}),
// and the caller's liked listings for the /likes page.

const likesRoutes: FastifyPluginAsyncZod<{ likes: LikeService }> = async (app, { likes: service }) => {
  const { signedIn } = routeOptions(app, ['likes']);

  app.post(
    '/v1/classifieds/like',
    signedIn({
      summary: 'Like a listing (idempotent)',
      description: "Liking twice counts once. Answers the listing's like count. 404 for an unknown or hidden listing.",
      body: likeInputSchema,
      response: { 200: likeStateSchema },
    }),
    async (request) => service.like(requireUser(request), request.body.listing_id),
  );

  app.delete(
    '/v1/classifieds/like',
    signedIn({
      summary: 'Remove my like from a listing (idempotent; JSON body)',
      body: likeInputSchema,
      response: { 200: likeStateSchema },
    }),
    async (request) => service.unlike(requireUser(request), request.body.listing_id),
  );

  app.get(
    '/v1/classifieds/liked',
    signedIn({
      summary: 'Listings I like, most recently liked first (paged)',
      description: 'The listing read shape. Listings no longer visible to me are left out. limit 1 to 100 (50).',
      querystring: pageQuerySchema,
      response: { 200: savedListingsPageSchema },
    }),
    async (request) => service.liked(requireUser(request), request.query),
  );
};

export default likesRoutes;
