import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMERCE_MESSAGES as M,
  dealListSchema,
  promoDetailSchema,
  promoInputSchema,
  promoListQuerySchema,
  promoListSchema,
  promoPatchSchema,
  promoSchema,
  promoValidateInputSchema,
  promoValidationSchema,
} from '@dwa/shared/commerce';
import { idParams } from '@dwa/shared/fields';
import type { PromosService } from './promos.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Discounts & Promos (issue 13): a seller's own Order promos and Delivery promos, validation of a
// code for the checkout, and the shop's Deals row.

const tags = ['shop'];
const promoIdParams = idParams(M.promoId);

const promosRoutes: FastifyPluginAsyncZod<{ promos: PromosService }> = async (app, { promos }) => {
  const { open, signedIn } = routeOptions(app, tags);

  app.get(
    '/v1/promos',
    signedIn({ summary: 'My promo codes, newest first', querystring: promoListQuerySchema, response: { 200: promoListSchema } }),
    async (request) => promos.list(requireUser(request), request.query.kind),
  );

  app.post(
    '/v1/promos',
    signedIn({
      summary: 'Create a promo code (sellers)',
      description:
        'code: 3 to 20 letters or digits (stored upper-case, unique among my promos); kind: order (off the subtotal) or delivery (off the courier fee); ' +
        'percent_off 1-100 or amount_off (cedis), not both; min_subtotal (cedis); starts_at/ends_at (ISO 8601); max_uses; per_buyer_limit; active. ' +
        `403 '${M.sellersOnly}'; 409 '${M.promoCodeTaken}'.`,
      body: promoInputSchema,
      response: { 201: promoSchema },
    }),
    async (request, reply) => reply.status(201).send(await promos.create(requireUser(request), request.body)),
  );

  app.get(
    '/v1/promos/deals',
    open({
      summary: "Active promos of sellers with products in the shop (the shop's Deals row; public)",
      response: { 200: dealListSchema },
    }),
    async () => promos.deals(),
  );

  app.post(
    '/v1/promos/validate',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags,
        summary: 'What a code would take off (valid false with the reason when it cannot be used)',
        description: "subtotal: the seller's part of the cart, in cedis. Signed in, the per-buyer limit is checked too.",
        body: promoValidateInputSchema,
        response: { 200: promoValidationSchema },
      },
    },
    async (request) => promos.validate(request.user, request.body),
  );

  app.get(
    '/v1/promos/:id',
    signedIn({ summary: 'One of my promos, with its uses', params: promoIdParams, response: { 200: promoDetailSchema } }),
    async (request) => promos.detail(requireUser(request), request.params.id),
  );

  app.patch(
    '/v1/promos/:id',
    signedIn({
      summary: 'Change one of my promos (only the fields sent)',
      params: promoIdParams,
      body: promoPatchSchema,
      response: { 200: promoSchema },
    }),
    async (request) => promos.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/promos/:id',
    signedIn({ summary: 'Delete one of my promos (its past uses stay on their orders); answers 204', params: promoIdParams }),
    async (request, reply) => {
      await promos.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

export default promosRoutes;
