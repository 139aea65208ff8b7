import { userInfo } from 'node:os';
import pg from 'pg';

// For tests that spawn the real server or CLI on PostgreSQL and make their own throwaway database:
// TEST_DATABASE_URL's server (.ci/run sets it when PostgreSQL answers), else 127.0.0.1:5432 as
// the current user (trust auth). Without one such a test says so and is skipped locally; under CI,
// or when TEST_DATABASE_URL names a server that does not answer, it fails instead.

export const adminUrl = process.env.TEST_DATABASE_URL ?? `postgres://${userInfo().username}@127.0.0.1:5432/postgres`;

async function answers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether PostgreSQL answers; throws under CI or with TEST_DATABASE_URL set when it does not, warns otherwise. */
export async function requirePostgres(purpose: string): Promise<boolean> {
  if (await answers()) return true;
  const message = `No PostgreSQL answers at ${adminUrl.replace(/\/\/[^@]*@/, '//')}: ${purpose} need one.`;
  if (process.env.CI || process.env.TEST_DATABASE_URL) throw new Error(message);
  console.warn(`${message} Skipped.`);
  return false;
}

export async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
