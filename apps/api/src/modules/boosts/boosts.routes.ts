import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boostIdParamsSchema,
  boostInputSchema,
  boostListQuerySchema,
  boostListSchema,
  boostPricesInputSchema,
  boostPricesSchema,
  boostReceiptSchema,
  boostSchema,
} from '@dwa/shared/boosts';
import { requireUser, routeOptions } from '../../plugins/auth';
import type { BoostService } from './boosts.service';

// Paid boosts (issue 33, ADR 072): the seller buys and reads their own; admins set prices, list and
// refund. Another person's boost or receipt is 404.

const boostsRoutes: FastifyPluginAsyncZod<{ boosts: BoostService }> = async (app, { boosts: service }) => {
  const { signedIn, admin } = routeOptions(app, ['boosts']);

  app.get(
    '/v1/boosts/prices',
    signedIn({
      summary: 'Boost prices',
      description: 'The price of each kind (featured, urgent) and duration (7, 30 days), in cedis.',
      response: { 200: boostPricesSchema },
    }),
    async () => service.prices(),
  );

  app.post(
    '/v1/boosts',
    signedIn({
      summary: 'Buy a boost for my listing',
      description:
        'kind: featured or urgent; days: 7 or 30; paid with Mobile Money (momo_network, momo_number): the prompt goes to the phone and the boost starts once the payment succeeds. ' +
        "403 for another person's listing, 404 for an unknown one, 409 when the listing is not active or already has a boost running or waiting for payment, 503 without a payment provider.",
      body: boostInputSchema,
      response: { 201: boostSchema },
    }),
    async (request, reply) => reply.code(201).send(await service.buy(requireUser(request), request.body)),
  );

  app.get(
    '/v1/boosts',
    signedIn({
      summary: 'My boosts, newest first',
      description: 'Of one listing with listing_id (at most 100).',
      querystring: boostListQuerySchema,
      response: { 200: boostListSchema },
    }),
    async (request) => service.list(requireUser(request), request.query.listing_id),
  );

  app.get(
    '/v1/boosts/:id',
    signedIn({
      summary: 'One of my boosts, with its payment',
      description: "A pending payment is checked with the provider first. 404 for another person's boost.",
      params: boostIdParamsSchema,
      response: { 200: boostSchema },
    }),
    async (request) => service.get(requireUser(request), request.params.id),
  );

  app.get(
    '/v1/boosts/:id/receipt',
    signedIn({
      summary: "A paid boost's receipt",
      description: "409 before the boost was paid; 404 for another person's boost.",
      params: boostIdParamsSchema,
      response: { 200: boostReceiptSchema },
    }),
    async (request) => service.receipt(requireUser(request), request.params.id),
  );

  app.get(
    '/v1/admin/boosts',
    admin({ summary: 'Boosts, newest first (admins)', description: 'The latest 100.', response: { 200: boostListSchema } }),
    async () => service.adminList(),
  );

  app.put(
    '/v1/admin/boosts/prices',
    admin({
      summary: 'Set boost prices (admins)',
      description:
        'Each given kind and duration gets its price in cedis (above 0, at most 10,000); audited as boost_price.set. Others keep theirs.',
      body: boostPricesInputSchema,
      response: { 200: boostPricesSchema },
    }),
    async (request) => service.setPrices(requireUser(request), request.body),
  );

  app.post(
    '/v1/admin/boosts/:id/refund',
    admin({
      summary: 'Refund a boost (admins)',
      description:
        'The money goes back through the payment provider, the ledger entry is reversed and the boost ends; audited as boost.refunded. 409 unless paid and not refunded.',
      params: boostIdParamsSchema,
      response: { 200: boostSchema },
    }),
    async (request) => service.refund(requireUser(request), request.params.id),
  );
};

export default boostsRoutes;
