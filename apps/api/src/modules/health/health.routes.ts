import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['pglite', 'postgres']) }),
  uptime_s: z.number(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness and database status', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      const up = await Promise.race([
        database.ping().catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      const body = { status: up ? 'ok' : 'degraded', db: { status: up ? 'up' : 'down', kind: database.kind }, uptime_s: Math.round(process.uptime()) } as const;
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
