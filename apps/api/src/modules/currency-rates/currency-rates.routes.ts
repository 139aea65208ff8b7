import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyParamsSchema, currencyRateInputSchema, currencyRateSchema, currencyRatesSchema } from '@dwa/shared/currency-rates';
import type { CurrencyRatesService } from './currency-rates.service';
import { requireUser } from '../../plugins/auth';

// Exchange rates from the cedi: read by anyone (the storefront's estimates), set by admins.

/** Rates change a few times a day at most: browsers and shared caches may keep them 5 minutes. */
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

const currencyRatesRoutes: FastifyPluginAsyncZod<{ currencyRates: CurrencyRatesService }> = async (app, { currencyRates }) => {
  app.get(
    '/v1/currency-rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'Exchange rates from the cedi (public)',
        description:
          'Each kept rate: 1 GHS = `rate` of `currency`, as published on `as_of` (the date an admin gave). A currency without a rate is absent. ' +
          'Prices stay in cedis; the storefront shows an approximate amount beside them. Cacheable for 5 minutes.',
        response: { 200: currencyRatesSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', CACHE).send(await currencyRates.list()),
  );

  app.put(
    '/v1/admin/currency-rates/:currency',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin', 'currency'],
        security: [{ bearer: [] }],
        summary: "Set a currency's rate from the cedi (admins)",
        description:
          '`rate`: how much of the currency one cedi buys (above 0, at most 1,000,000); `as_of`: the date it holds for (YYYY-MM-DD, not after today). ' +
          'Replaces the rate before; audited as currency_rate.set. 422 for an unknown currency, a bad rate or date.',
        params: currencyParamsSchema,
        body: currencyRateInputSchema,
        response: { 200: currencyRateSchema },
      },
    },
    async (request) => currencyRates.set(requireUser(request), request.params.currency, request.body),
  );
};

export default currencyRatesRoutes;
