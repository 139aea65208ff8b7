import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemBody, problemSchema } from '../../lib/problem';

// Three probes. `/health` (kept as it was: the journeys and scripts poll it) says whether the
// process answers and the database with it. `/health/live` is the process alone: an orchestrator
// restarts a process that fails it, so it touches nothing outside. `/health/ready` asks every
// dependency registered with the readiness plugin (database, storage, Redis when configured): a
// load balancer sends no traffic to a process that answers 503, and the answer names what failed.

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['pglite', 'postgres']) }),
  uptime_s: z.number(),
});

const liveSchema = z.object({ status: z.literal('ok'), pid: z.number().int(), uptime_s: z.number() });

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** The dependencies that failed, by name (empty when ready). */
  failed: z.array(z.string()),
  checks: z.array(z.object({ name: z.string(), status: z.enum(['up', 'down']), ms: z.number(), error: z.string().optional() })),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (of the digests), so the answer's timing does not leak the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

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
      const body = {
        status: up ? 'ok' : 'degraded',
        db: { status: up ? 'up' : 'down', kind: database.kind },
        uptime_s: Math.round(process.uptime()),
      } as const;
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers (no dependency is asked)', response: { 200: liveSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, pid: process.pid, uptime_s: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and, when configured, Redis and storage answer; 503 names what failed',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const results = await app.readiness.run();
      const failed = results.filter((result) => !result.ok).map((result) => result.name);
      if (failed.length > 0) app.log.warn({ failed: results.filter((result) => !result.ok) }, 'not ready');
      reply.header('cache-control', 'no-store');
      return reply.status(failed.length === 0 ? 200 : 503).send({
        status: failed.length === 0 ? 'ready' : 'unavailable',
        failed,
        // The reason (an address, a driver's message) is logged; in production the answer, which
        // anyone can ask for, names only the dependency.
        checks: results.map(({ name, ok, ms, error }) => ({
          name,
          status: ok ? 'up' : 'down',
          ms,
          ...(error && !app.deps.config.isProduction ? { error } : {}),
        })),
      });
    },
  );

  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics of the process that answers (text exposition format)',
        description:
          'Open in development; elsewhere off (404) unless METRICS_TOKEN is set, and then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).',
        response: { 200: z.string().describe('Prometheus text format 0.0.4'), 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { enabled, token } = app.deps.config.metrics;
      reply.header('cache-control', 'no-store');
      if (!enabled) return reply.status(404).send(problemBody(404, 'Not Found'));
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply
          .status(401)
          .send(problemBody(401, 'A valid metrics token is required.', { code: 'metrics.token_required', params: {} }));
      }
      const { registry } = app.metrics;
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
};

export default healthRoutes;
