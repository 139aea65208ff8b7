import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '@dwa/db/client';
import type { Config } from '../config';
import type { RedisConnection } from '../lib/redis';
import type { Storage } from '../lib/storage';

// The app's services, built once by server.ts (or a test) and handed to every module.

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  /** The clock, replaceable in tests (code expiry, rate windows). */
  now: () => Date;
  /** Redis when REDIS_URL is set: shared rate limits and real-time fan-out across processes. */
  redis?: RedisConnection;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

async function depsPlugin(app: FastifyInstance, options: { deps: AppDeps }) {
  app.decorate('deps', options.deps);
}

export default fp(depsPlugin, { name: 'deps' });
