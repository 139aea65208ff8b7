import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../lib/jobs';

// Prometheus metrics of this process (served at /api/metrics by the health module): requests and
// their latency per route pattern (never the raw address, whose ids would make a series per
// listing), open WebSockets, the PostgreSQL pool, the queues that register here, and Node's own
// (memory, event loop lag, GC). One registry per app, so tests may build several apps in a process.

export type QueueStats = { waiting: number; active: number; rejected: number };

export type Metrics = {
  registry: Registry;
  /** A queue of this process, read at each scrape: how many wait, how many run, how many were turned away. */
  queue: (name: string, read: () => QueueStats) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; the API's budgets are tens of milliseconds, a sign-in about one second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label of a request no route matched (scanners, typos): one series for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'dwa_websockets_open',
    help: 'Signed-in WebSockets open on this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.localSocketCount() : 0);
    },
  });

  const { database } = app.deps;
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'dwa_db_pool_connections',
      help: 'PostgreSQL connections of this process, by state (total, idle, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'dwa_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection of this process',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  const queues = new Map<string, () => QueueStats>();
  const read = () => [...queues].map(([name, stats]) => ({ name, ...stats() }));
  new Gauge({
    name: 'dwa_queue_waiting',
    help: 'Jobs waiting in a queue of this process',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      for (const queue of read()) this.set({ queue: queue.name }, queue.waiting);
    },
  });
  new Gauge({
    name: 'dwa_queue_active',
    help: 'Jobs running from a queue of this process',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      for (const queue of read()) this.set({ queue: queue.name }, queue.active);
    },
  });
  new Counter({
    name: 'dwa_queue_rejected_total',
    help: 'Jobs a full queue of this process turned away (answered 503)',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      // The queue keeps the count; the counter mirrors it at each scrape.
      this.reset();
      for (const queue of read()) this.inc({ queue: queue.name }, queue.rejected);
    },
  });

  app.decorate('metrics', {
    registry,
    queue: (name, stats) => {
      queues.set(name, stats);
    },
  } satisfies Metrics);
}

/**
 * The job queue's metrics (ADR 056): how many jobs wait, by kind and state, read from the database at
 * each scrape (the same for every process); and this process's tries, by kind and outcome, with how
 * long they took.
 */
export function registerJobMetrics(metrics: Metrics, jobs: Pick<JobQueue, 'counts' | 'observe'>): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'dwa_jobs',
    help: 'Jobs in the queue, by kind and state (waiting, scheduled, running, retrying, failed)',
    labelNames: ['task', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { task, ...states } of await jobs.counts()) {
        for (const [state, count] of Object.entries(states)) this.set({ task, state }, count);
      }
    },
  });
  const tries = new Counter({
    name: 'dwa_job_runs_total',
    help: 'Tries of jobs run by this process, by kind and outcome (succeeded; retrying: failed, to be tried again; failed: its last try)',
    labelNames: ['task', 'outcome'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'dwa_job_duration_seconds',
    help: 'How long a try of a job took in this process, by kind',
    labelNames: ['task'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  jobs.observe((task, outcome, seconds) => {
    tries.inc({ task, outcome });
    duration.observe({ task }, seconds);
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['deps'] });
