import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { icuCatalogs } from './apps/web/vite.catalogs.ts';

// API integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
function apiProject(name: string, db: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
      // The CLI and data-dir lock tests are about PGlite folders, whatever the database under test;
      // the WORKERS and crash tests spawn servers on databases of their own (the crash test: both kinds).
      // The demo seed and the ledger migration tests open a PGlite database of their own whatever
      // the project: a second run would repeat the first on the same database (ADR 091).
      exclude:
        db === 'postgres'
          ? [
              'apps/api/src/cli.test.ts',
              'apps/api/src/cluster.test.ts',
              'apps/api/src/crash.test.ts',
              'apps/api/src/lib/jobs-processes.test.ts',
              'apps/api/src/seed/demo.test.ts',
              'packages/db/src/ledger-migration.test.ts',
              'packages/db/src/lock.test.ts',
              '**/node_modules/**',
            ]
          : ['**/node_modules/**'],
      globalSetup: ['apps/api/test/global-setup.ts'],
      env: { DWA_TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      // Files share a worker's modules (ADR 081): each builds its own app, database, ports and Redis
      // prefix, and no API module keeps state of its own at import time; importing the app's graph
      // once per worker rather than once per file took a third off the API project's time.
      isolate: false,
    },
  };
}

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
/**
 * Web test files that replace a module (vi.mock, vi.doMock): a mock stays registered in its worker,
 * so these run each in a process of its own, as every file did before ADR 078.
 */
const WEB_MOCKING = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `apps/web/src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

/** Component tests in jsdom; `isolate: false` shares a worker's jsdom between files (ADR 078, apps/web/test/setup.ts). */
function webProject(name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) {
  return {
    // The catalogs compile as the build compiles them (ADR 068).
    plugins: [icuCatalogs()],
    test: {
      name,
      include: files.include,
      exclude: [...files.exclude, '**/node_modules/**'],
      environment: 'jsdom',
      setupFiles: ['apps/web/test/setup.ts'],
      isolate,
      // A lazy part is compiled on its first import: on a loaded machine that alone took seconds.
      testTimeout: 30_000,
    },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time even on a 2-core machine (Vitest's default there is one): an API
    // file spends much of its time waiting on PostgreSQL, a spawned server or a timer, so a second
    // file fills the wait (ADR 075: 6 API files on both databases, 124 s -> 95 s, same machine, back
    // to back). Every file has its own database, Redis prefix and free ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        // The repository's own checks: lint rules that bite, READMEs that match their folders.
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      webProject('web', { include: WEB_TESTS, exclude: WEB_MOCKING }, false),
      webProject('web-isolated', { include: WEB_MOCKING, exclude: [] }, true),
    ],
  },
});
