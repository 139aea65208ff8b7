import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENGAGEMENT_MESSAGES, adminReportPageSchema, pageQuerySchema, reportActionSchema, reportResolutionSchema } from '@dwa/shared/engagement';
import { createRateLimiter } from '../../lib/rate-limit';
import { createReportService } from '../reports/reports.service';

// Moderation of reports (admins only): the queue of open (or resolved) reports, and the decision.

const tags = ['reports', 'admin'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number({ error: ENGAGEMENT_MESSAGES.reportNotFound }).int().min(1).max(2147483647) });

const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const service = createReportService({ db: deps.db, now: deps.now, moderation: deps.config.listingModeration, limiter: createRateLimiter(deps.db, deps.now) });

  app.get(
    '/v1/admin/reports',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Reports of listings, newest first (admins)',
        description: 'status: open (default) or resolved. limit 1 to 100 (50); cursor: the next_cursor of the previous page.',
        querystring: pageQuerySchema.extend({ status: z.enum(['open', 'resolved'], { error: ENGAGEMENT_MESSAGES.reportStatus }).default('open') }),
        response: { 200: adminReportPageSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.patch(
    '/v1/admin/reports/:id',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Decide on a report (admins): dismiss, or deactivate the listing',
        description:
          'Resolves every open report of the listing. deactivate: the listing goes inactive under a moderation hold (its owner cannot reactivate it). ' +
          'dismiss: a listing put into review by reports goes live again. 409 when the report is already resolved.',
        params: idParams,
        body: reportActionSchema,
        response: { 200: reportResolutionSchema },
      },
    },
    async (request) => service.resolve(request.user!, request.params.id, request.body.action),
  );
};

export default adminReportsRoutes;
