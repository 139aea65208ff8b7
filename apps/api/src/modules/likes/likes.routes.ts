import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likeInputSchema, likeStateSchema, pageQuerySchema, savedListingsPageSchema } from '@dwa/shared/engagement';
import type { LikeService } from './likes.service';

// Likes on listings (spec section 7: POST and DELETE /api/v1/classifieds/like with {listing_id}),
// and the caller's liked listings for the /likes page.

const tags = ['likes'];
const security = [{ bearer: [] }];

const likesRoutes: FastifyPluginAsyncZod<{ likes: LikeService }> = async (app, { likes: service }) => {

  app.post(
    '/v1/classifieds/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Like a listing (idempotent)',
        description: 'Liking twice counts once. Answers the listing\'s like count. 404 for an unknown or hidden listing.',
        body: likeInputSchema,
        response: { 200: likeStateSchema },
      },
    },
    async (request) => service.like(request.user!, request.body.listing_id),
  );

  app.delete(
    '/v1/classifieds/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove my like from a listing (idempotent; JSON body)',
        body: likeInputSchema,
        response: { 200: likeStateSchema },
      },
    },
    async (request) => service.unlike(request.user!, request.body.listing_id),
  );

  app.get(
    '/v1/classifieds/liked',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Listings I like, most recently liked first (paged)',
        description: 'The listing read shape. Listings no longer visible to me are left out. limit 1 to 100 (50).',
        querystring: pageQuerySchema,
        response: { 200: savedListingsPageSchema },
      },
    },
    async (request) => service.liked(request.user!, request.query),
  );
};

export default likesRoutes;
