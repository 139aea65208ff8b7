import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@dwa/shared/audit';
import type { AuditService } from './audit.service';

// GET /api/v1/admin/audit: the audit log, newest first, filtered (admins only).

const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/v1/admin/audit',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Every admin and system decision, newest first (admins)',
        description: 'Filters: actor_id, action, target_type, target_id, from/to (YYYY-MM-DD, UTC). Paged by cursor.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => audit.list(request.query),
  );
};

export default auditRoutes;
