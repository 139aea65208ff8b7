import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '@dwa/shared/admin';
import type { AdminOverviewService } from './admin-overview.service';

// GET /api/v1/admin/overview: counts of people, listings, reports, applications, deliveries,
// tickets and orders (admins only).

const adminOverviewRoutes: FastifyPluginAsyncZod<{ adminOverview: AdminOverviewService }> = async (app, { adminOverview }) => {
  app.get(
    '/v1/admin/overview',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The console overview: counts now, today and over the last 7 days (admins only)',
        description: 'Today is the calendar day in Africa/Accra (UTC); the week is the last 7 days.',
        response: { 200: adminOverviewSchema },
      },
    },
    async () => adminOverview.overview(),
  );
};

export default adminOverviewRoutes;
