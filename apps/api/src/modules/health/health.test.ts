import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { NotFoundError } from '../../lib/errors';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    extend: (app) => {
      // A probe route standing for any route with a body schema.
      app.post(
        '/api/probe',
        {
          schema: {
            body: z.object({
              title: z.string({ error: 'Title is required.' }).min(3, 'Title must be at least 3 characters.'),
              price: z.number(),
            }),
          },
        },
        async () => ({ ok: true }),
      );
      app.get('/api/boom', async () => {
        throw new Error('secret internals');
      });
      app.get('/api/missing', async () => {
        throw new NotFoundError('Listing not found');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers 200 with the database status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: { status: 'up' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error shapes', () => {
  it('answers validation failures with 422 and the detail list', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/probe', payload: { title: 'ab', price: 'x' } });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string; type: string }[];
    expect(detail).toContainEqual(expect.objectContaining({ loc: ['body', 'title'], msg: 'Title must be at least 3 characters.' }));
    expect(detail.find((issue) => issue.loc[1] === 'price')?.type).toBeTruthy();
  });

  it('reports a missing required field by name', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/probe', payload: { price: 3 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'title'], msg: 'Title is required.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), price: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().detail).toBe('string');
  });

  it('answers an unknown content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/x-nope' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers unknown API routes with a 404 detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
  });

  it('maps typed errors to their status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Listing not found' });
  });

  it('hides internals of unexpected errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(typeof res.json().detail).toBe('string');
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 without asking any dependency', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', pid: process.pid });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 with the database and the storage up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', failed: [] });
    expect(body.checks.map((check: { name: string }) => check.name).sort()).toEqual(['database', 'storage']);
    expect(body.checks.every((check: { status: string }) => check.status === 'up')).toBe(true);
  });

  it('documents the probes in the OpenAPI document', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/health/live']).toBeDefined();
    expect(paths['/api/health/ready']).toBeDefined();
  });
});

describe('readiness when a dependency fails', () => {
  let broken: TestContext;
  let redisUp = true;
  beforeAll(async () => {
    broken = await createTestApp({
      extend: (app) => {
        // Stands for an optional dependency (Redis) registered by whoever configures it.
        app.readiness.add('redis', async () => {
          if (!redisUp) throw new Error('connect ECONNREFUSED redis://127.0.0.1:6399');
        });
        app.readiness.add('slow', () => new Promise(() => undefined).then(() => undefined));
      },
    });
  });
  afterAll(() => broken.close());

  it('answers 503 naming what failed, a hung check bounded by the timeout', async () => {
    redisUp = false;
    const started = Date.now();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('unavailable');
    expect(body.failed.sort()).toEqual(['redis', 'slow']);
    const redis = body.checks.find((check: { name: string }) => check.name === 'redis');
    expect(redis).toMatchObject({ status: 'down' });
    expect(redis.error).toContain('ECONNREFUSED');
    expect(redis.error).not.toContain('redis://');
    expect(body.checks.find((check: { name: string }) => check.name === 'database')).toMatchObject({ status: 'up' });
    // Liveness does not depend on them: the process is up, only not ready.
    expect((await broken.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer, and /api/health keeps its own shape', async () => {
    redisUp = true;
    const ping = broken.deps.database.ping;
    broken.deps.database.ping = async () => {
      throw new Error('Connection terminated unexpectedly');
    };
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().failed).toContain('database');
      const old = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(old.statusCode).toBe(503);
      expect(old.json()).toMatchObject({ status: 'degraded', db: { status: 'down' } });
    } finally {
      broken.deps.database.ping = ping;
    }
  });
});

describe('GET /api/metrics', () => {
  it('is off outside development without METRICS_TOKEN: 404 {detail}', async () => {
    // The test configuration is NODE_ENV=test, so this app's metrics are off.
    const res = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Not Found' });
    expect(ctx.app.metrics.registry).toBeDefined();
  });

  it('documents the operation in the OpenAPI document', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/metrics']?.get).toBeDefined();
  });
});

describe('metrics open (development)', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestApp({
      config: { metrics: { enabled: true } },
      extend: (app) => {
        app.get('/api/v1/probe-items/:id', async () => ({ ok: true }));
        app.metrics.queue('probe', () => ({ waiting: 3, active: 2, rejected: 7 }));
      },
    });
  });
  afterAll(() => dev.close());

  const scrape = async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests and their latency per route pattern, never per raw address', async () => {
    for (const id of [101, 202, 303]) await dev.app.inject({ method: 'GET', url: `/api/v1/probe-items/${id}` });
    await dev.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/4711' });
    const text = await scrape();
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/probe-items/:id",status_code="200"} 3');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/probe-items\/:id",status_code="200"\} \d/,
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/probe-items/:id",status_code="200"} 3');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).not.toMatch(/probe-items\/(101|202|303)/);
    // The unmatched address appears nowhere (its digits alone may: a byte count read 6471120 once).
    expect(text).not.toMatch(/no-such-thing|\/4711/);
  });

  it('reports open WebSockets, queue depths and the process (memory, event loop)', async () => {
    const text = await scrape();
    expect(text).toMatch(/^dwa_websockets_open 0$/m);
    expect(text).toContain('dwa_queue_waiting{queue="probe"} 3');
    expect(text).toContain('dwa_queue_active{queue="probe"} 2');
    expect(text).toContain('dwa_queue_rejected_total{queue="probe"} 7');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the PostgreSQL pool when on PostgreSQL, and nothing of a pool on PGlite', async () => {
    const text = await scrape();
    if (dev.deps.database.kind === 'postgres') {
      expect(text).toMatch(/^dwa_db_pool_connections\{state="total"\} \d+$/m);
      expect(text).toMatch(/^dwa_db_pool_connections\{state="max"\} 4$/m);
      expect(text).toMatch(/^dwa_db_pool_waiting 0$/m);
    } else {
      expect(text).not.toContain('dwa_db_pool');
    }
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let prod: TestContext;
  const token = 'metrics-token-0123456789abcdef';
  beforeAll(async () => {
    prod = await createTestApp({ config: { metrics: { enabled: true, token } } });
  });
  afterAll(() => prod.close());

  it('answers 401 {detail} without the token, with a wrong one, or with another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`, 'Bearer ']) {
      const res = await prod.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ detail: 'A valid metrics token is required.' });
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the metrics with the token', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
