import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminJobSchema, adminJobsQuerySchema, adminJobsSchema, jobParamsSchema } from '@dwa/shared/jobs';
import type { AdminJobsService } from './admin-jobs.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The admin console's Jobs page (ADR 056): counts by kind and state, a state's jobs with their
// last error and tries, and retry or discard of a failed job (admins only, audit-logged).

const adminJobsRoutes: FastifyPluginAsyncZod<{ adminJobs: AdminJobsService }> = async (app, { adminJobs }) => {
  const { admin } = routeOptions(app, ['admin']);

  app.get(
    '/v1/admin/jobs',
    admin({
      summary: 'Jobs by kind and state, and the jobs of one state (default failed), newest first',
      description:
        'state: waiting, scheduled, running, retrying or failed; task: one kind (mail:send); cursor: the next_cursor of the page before.',
      querystring: adminJobsQuerySchema,
      response: { 200: adminJobsSchema },
    }),
    async (request) => adminJobs.list(request.query),
  );

  app.post(
    '/v1/admin/jobs/:id/retry',
    admin({
      summary: 'Try a failed job once more, now (audit-logged)',
      description: "404 'Job not found'; 409 when it is not failed or is running.",
      params: jobParamsSchema,
      response: { 200: adminJobSchema },
    }),
    async (request) => adminJobs.retry(requireUser(request), request.params.id),
  );

  app.post(
    '/v1/admin/jobs/:id/discard',
    admin({
      summary: 'Remove a failed job for good (audit-logged)',
      description: "404 'Job not found'; 409 when it is not failed or is running.",
      params: jobParamsSchema,
    }),
    async (request, reply) => {
      await adminJobs.discard(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

export default adminJobsRoutes;
