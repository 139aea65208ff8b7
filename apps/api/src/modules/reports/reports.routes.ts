import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportInputSchema, reportSchema } from '@dwa/shared/reports';
import type { ReportService } from './reports.service';
import { requireUser } from '../../plugins/auth';

// Reporting a listing (the Report modal and Explore's flag action). Moderation: admin/reports.routes.ts.

const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports: service }) => {
  app.post(
    '/v1/classifieds/report',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        summary: 'Report a listing',
        description:
          'title: the reason, one of spam, inappropriate, duplicate, prohibited, other. comment: optional, up to 1000 characters. ' +
          'One open report per person per listing (409). Your own listing: 403. At most 10 reports per hour (429). ' +
          'Open reports from 3 different people put a live listing into review (pending) until an admin decides.',
        body: reportInputSchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.report(requireUser(request), request.body)),
  );
};

export default reportsRoutes;
