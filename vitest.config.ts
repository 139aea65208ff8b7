import { defineConfig } from 'vitest/config';

// API integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
function apiProject(name: string, db: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      include: ['apps/api/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
      // The CLI and data-dir lock tests are about PGlite folders, whatever the database under test;
      // the WORKERS and crash tests spawn servers on databases of their own (the crash test: both kinds).
      exclude: db === 'postgres' ? ['apps/api/src/cli.test.ts', 'apps/api/src/cluster.test.ts', 'apps/api/src/crash.test.ts', 'apps/api/src/lib/jobs-processes.test.ts', 'packages/db/src/lock.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
      globalSetup: ['apps/api/test/global-setup.ts'],
      env: { DWA_TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
    },
  };
}

export default defineConfig({
  test: {
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
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
