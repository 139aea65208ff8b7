import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  banksSchema,
  earningsQuerySchema,
  earningsSchema,
  payoutDestinationSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutMethodAnswerSchema,
  payoutMethodInputSchema,
  payoutParamsSchema,
  payoutRequestSchema,
  payoutSchema,
  resolvedAccountSchema,
} from '@dwa/shared/payouts';
import type { PayoutsService } from './payouts.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Money out (issue 31): a person's earnings (a seller's, a courier's), where they are paid, and
// their payouts. Everything here is the caller's own.

const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  const { signedIn } = routeOptions(app, ['payouts']);

  app.get(
    '/v1/earnings',
    signedIn({
      summary: 'My earnings: available, held, on its way and paid out, and every movement (newest first)',
      querystring: earningsQuerySchema,
      response: { 200: earningsSchema },
    }),
    async (request) => payouts.earnings(requireUser(request), request.query),
  );

  app.get('/v1/payouts/banks', signedIn({ summary: 'The banks a payout can go to', response: { 200: banksSchema } }), async () =>
    payouts.banks(),
  );

  app.post(
    '/v1/payouts/method/resolve',
    signedIn({
      summary: "The account holder's name for a Mobile Money number or bank account, to confirm before saving it",
      description:
        "422 'We could not find that account...' for an unknown account; 429 after 20 an hour; 503 when the provider does not answer.",
      body: payoutDestinationSchema,
      response: { 200: resolvedAccountSchema },
    }),
    async (request) => payouts.resolve(requireUser(request), request.body),
  );

  app.get(
    '/v1/payouts/method',
    signedIn({ summary: 'Where my payouts go (null until set)', response: { 200: payoutMethodAnswerSchema } }),
    async (request) => payouts.method(requireUser(request)),
  );

  app.put(
    '/v1/payouts/method',
    signedIn({
      summary: 'Set where my payouts go (asks for the password again; a change holds payouts for 24 hours)',
      description: '422 for a wrong password or an unknown account; 429 after 10 tries an hour.',
      body: payoutMethodInputSchema,
      response: { 200: z.object({ method: payoutMethodAnswerSchema.shape.method.unwrap() }) },
    }),
    async (request) => payouts.saveMethod(requireUser(request), request.body),
  );

  app.post(
    '/v1/payouts',
    signedIn({
      summary: 'Withdraw my earnings (all that is available, or an amount) to my payout method',
      description:
        'Needs an Idempotency-Key header: the same key answers the same payout (200). 409 with no payout method, within 24 hours of a change, or when less than asked is available; 422 below the minimum.',
      body: payoutRequestSchema,
      response: { 200: payoutSchema, 201: payoutSchema },
    }),
    async (request, reply) => {
      const { created, payout } = await payouts.request(
        requireUser(request),
        request.headers['idempotency-key'] as string | undefined,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(payout);
    },
  );

  app.get(
    '/v1/payouts',
    signedIn({ summary: 'My payouts, newest first', querystring: payoutListQuerySchema, response: { 200: payoutListSchema } }),
    async (request) => payouts.list(requireUser(request), request.query),
  );

  app.get(
    '/v1/payouts/:id',
    signedIn({ summary: 'One of my payouts', params: payoutParamsSchema, response: { 200: payoutSchema } }),
    async (request) => payouts.find(requireUser(request), request.params.id),
  );
};

export default payoutsRoutes;
