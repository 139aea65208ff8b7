import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import {
  listingBuyersSchema,
  listingTtlInputSchema,
  listingTtlsSchema,
  markSoldSchema,
  similarListingsSchema,
} from '@dwa/shared/listings-expiry';
import { listingIdParamsSchema as params, listingSchema } from '@dwa/shared/listings';
import type { ListingExpiryService } from './listing-expiry.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Ads that expire and renew, and 'Mark as sold' (issue 33, ADR 066): the owner's actions, the
// 'no longer available' page's similar listings, and each category's lifetime in the admin console.

const categoryParams = z.object({ category: z.enum(CATEGORY_NAMES as [string, ...string[]], { error: 'Unknown category.' }) });

const listingExpiryRoutes: FastifyPluginAsyncZod<{ listingExpiry: ListingExpiryService }> = async (app, { listingExpiry }) => {
  const { open, signedIn } = routeOptions(app, ['classifieds']);
  const { admin } = routeOptions(app, ['admin']);

  app.post(
    '/v1/classifieds/:id/renew',
    signedIn({
      summary: 'Renew a classified ad (owner): live again for a full lifetime',
      description:
        'An expired ad, or a live one in its last 3 days. Uses one of the free renewals (LISTING_FREE_RENEWALS); 409 when none are left.',
      params,
      response: { 200: listingSchema },
    }),
    async (request) => listingExpiry.renew(request.params.id, requireUser(request)),
  );

  app.post(
    '/v1/classifieds/:id/repost',
    signedIn({
      summary: 'Repost an expired, sold or paused ad as a new listing (owner); answers 201 with the new listing',
      description: 'A fresh copy with its own photos and a new lifetime, reviewed like a new post.',
      params,
      response: { 201: listingSchema },
    }),
    async (request, reply) => reply.status(201).send(await listingExpiry.repost(request.params.id, requireUser(request))),
  );

  app.get(
    '/v1/classifieds/:id/buyers',
    signedIn({
      summary: "The people who messaged about the owner's listing: whom 'Mark as sold' may name",
      params,
      response: { 200: listingBuyersSchema },
    }),
    async (request) => listingExpiry.buyers(request.params.id, requireUser(request)),
  );

  app.post(
    '/v1/classifieds/:id/sold',
    signedIn({
      summary: 'Mark a listing as sold (owner), optionally naming the buyer',
      description: 'buyer_id: one of GET /classifieds/{id}/buyers (422 for anyone else). A sold listing leaves search.',
      params,
      body: markSoldSchema,
      response: { 200: listingSchema },
    }),
    async (request) => listingExpiry.markSold(request.params.id, requireUser(request), request.body.buyer_id ?? null),
  );

  app.get(
    '/v1/classifieds/:id/similar',
    open({
      summary: 'Active listings like this one (also for an expired or sold one): its category, its sub-category first',
      params,
      response: { 200: similarListingsSchema },
    }),
    async (request) => listingExpiry.similar(request.params.id),
  );

  // Development and tests (the journeys): the owner's live ad reaches its expiry now and the
  // schedule runs. Not registered in production, where the path answers 404 like any unknown one.
  if (!app.deps.config.isProduction) {
    app.post(
      '/v1/dev/classifieds/:id/expire',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['dev'],
          security: [{ bearer: [] }],
          summary: "Expire the caller's live ad now, through the expiry schedule (not in production)",
          params,
          response: { 200: listingSchema },
        },
      },
      async (request) => listingExpiry.expireNow(request.params.id, requireUser(request)),
    );
  }

  app.get(
    '/v1/admin/listing-ttls',
    admin({ summary: "How long classified ads stay live: the default and each category's own", response: { 200: listingTtlsSchema } }),
    async () => listingExpiry.ttls(),
  );

  app.put(
    '/v1/admin/listing-ttls/:category',
    admin({
      summary: "Set a category's listing lifetime (days 1 to 365), or null to go back to the default; audit-logged",
      params: categoryParams,
      body: listingTtlInputSchema,
      response: { 200: listingTtlsSchema },
    }),
    async (request) => {
      await listingExpiry.setTtl(requireUser(request), request.params.category, request.body.days);
      return listingExpiry.ttls();
    },
  );
};

export default listingExpiryRoutes;
