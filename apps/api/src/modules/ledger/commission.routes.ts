import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import { commissionRateInputSchema, commissionRatesSchema } from '@dwa/shared/payouts';
import type { CommissionService } from './commission.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The platform's commission (issue 31): the default and each category's own rate (admins only;
// a change is audit-logged).

const params = z.object({ category: z.enum(CATEGORY_NAMES as [string, ...string[]], { error: 'Unknown category.' }) });

const commissionRoutes: FastifyPluginAsyncZod<{ commission: CommissionService }> = async (app, { commission }) => {
  const { admin } = routeOptions(app, ['admin']);

  const answer = async () => ({
    default_percent: commission.defaultPercent,
    rates: (await commission.list()).map((rate) => ({
      category: rate.category,
      percent: rate.percent,
      updated_at: rate.updatedAt.toISOString(),
    })),
  });

  app.get(
    '/v1/admin/commission-rates',
    admin({ summary: "The platform's commission: the default and each category's own rate", response: { 200: commissionRatesSchema } }),
    answer,
  );

  app.put(
    '/v1/admin/commission-rates/:category',
    admin({
      summary: "Set a category's commission (percent 0 to 50), or null to go back to the default; audit-logged",
      params,
      body: commissionRateInputSchema,
      response: { 200: commissionRatesSchema },
    }),
    async (request) => {
      await commission.set(requireUser(request), request.params.category, request.body.percent);
      return answer();
    },
  );
};

export default commissionRoutes;
