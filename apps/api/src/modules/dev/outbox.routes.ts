import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@dwa/shared/accounts';
import { listOutbox } from './outbox.repo';

// Development and tests only: the mail that would have been sent (one-time codes), newest first.
// Not registered in production, where the path answers 404 like any unknown one.

const query = z.object({
  // PostgreSQL refuses a NUL in text (a 500 before this check); no address holds one.
  to: z.string().trim().toLowerCase().max(254).refine((value) => !value.includes('\u0000'), 'Enter a valid email address.').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.isProduction) return;
  app.get(
    '/v1/dev/outbox',
    { schema: { tags: ['dev'], summary: 'Mail sent to an address, newest first (not in production)', querystring: query, response: { 200: z.array(outboxMessageSchema) } } },
    async (request) => {
      const rows = await listOutbox(app.deps.db, request.query.to || undefined, request.query.limit);
      return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, created_at: row.createdAt.toISOString() }));
    },
  );
};

export default outboxRoutes;
