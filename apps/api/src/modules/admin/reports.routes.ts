import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@dwa/shared/page-query';
import { REPORT_MESSAGES, adminReportPageSchema, reportResolutionSchema } from '@dwa/shared/reports';
import { reportDecisionSchema, reportedListingsPageSchema, reportedListingsQuerySchema } from '@dwa/shared/moderation';
import type { ReportService } from '../reports/reports.service';
import { idParams } from '@dwa/shared/fields';
import { requireUser, routeOptions } from '../../plugins/auth';

// Moderation of reports (admins only): the queue of open (or resolved) reports, the same grouped by
// listing, and the decision (audited).

const reportIdParams = idParams(REPORT_MESSAGES.reportNotFound);

const adminReportsRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports: service }) => {
  const { admin } = routeOptions(app, ['reports', 'admin']);

  app.get(
    '/v1/admin/reports',
    admin({
      summary: 'Reports of listings, newest first (admins)',
      description: 'status: open (default) or resolved. limit 1 to 100 (50); cursor: the next_cursor of the previous page.',
      querystring: pageQuerySchema.extend({
        status: z.enum(['open', 'resolved'], { error: REPORT_MESSAGES.reportStatus }).default('open'),
      }),
      response: { 200: adminReportPageSchema },
    }),
    async (request) => service.list(request.query),
  );

  app.get(
    '/v1/admin/reported-listings',
    admin({
      summary: 'Reported listings, each with every report, the most recently reported first (admins)',
      description:
        'status: open (default: listings with an open report) or resolved. reports: every report of the listing (open and resolved, the newest 100). ' +
        'limit 1 to 100 (50); cursor: the next_cursor of the previous page.',
      querystring: reportedListingsQuerySchema,
      response: { 200: reportedListingsPageSchema },
    }),
    async (request) => service.reportedListings(request.query),
  );

  app.patch(
    '/v1/admin/reports/:id',
    admin({
      summary: 'Decide on a report (admins): dismiss, or deactivate the listing',
      description:
        'Resolves every open report of the listing. deactivate: the listing goes inactive under a moderation hold (its owner cannot reactivate it). ' +
        'dismiss: a listing put into review by reports goes live again. 409 when the report is already resolved. ' +
        'reason (optional, up to 500 characters): told to the seller when the listing is taken down.',
      params: reportIdParams,
      body: reportDecisionSchema,
      response: { 200: reportResolutionSchema },
    }),
    async (request) => service.resolve(requireUser(request), request.params.id, request.body.action, request.body.reason),
  );
};

export default adminReportsRoutes;
