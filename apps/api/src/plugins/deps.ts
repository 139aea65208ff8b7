import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '@dwa/db/client';
import type { Config } from '../config';
import type { Storage } from '../lib/storage';

// The app's services, built once by server.ts (or a test) and handed to every module.

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  /** The clock, replaceable in tests (code expiry, rate windows). */
  now: () => Date;
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
