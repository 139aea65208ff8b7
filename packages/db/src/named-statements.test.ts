import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, statementName } from './client';

// ADR 090: on PostgreSQL a statement text with parameters that comes again runs as a named prepared
// statement of each pooled connection, parsed once per connection; the answers are the same.

describe('statementName', () => {
  it('names a text from its second run on, the same name each time', () => {
    const text = `select $1::int as n /* ${Math.random()} */`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^dwa_s\d+$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} `)).toBeUndefined();
  });
});

const onPostgres = process.env.DWA_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? describe : () => undefined;

onPostgres('on PostgreSQL', () => {
  it('runs a repeated drizzle statement as a prepared statement of the connection, with the same answers', async () => {
    const database = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    try {
      const marker = `named_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push(await rowsOf<{ n: number; marker: string }>(database.db, sql`select ${n}::int + 1 as n, ${marker}::text as marker`));
      expect(answers).toEqual([[{ n: 2, marker }], [{ n: 3, marker }], [{ n: 4, marker }]]);
      const prepared = await rowsOf<{ name: string; statement: string }>(
        database.db,
        sql`select name, statement from pg_prepared_statements`,
      );
      const ours = prepared.filter((row) => row.statement.includes('as marker'));
      expect(ours).toHaveLength(1);
      expect(ours[0]!.name).toMatch(/^dwa_s\d+$/);
    } finally {
      await database.close();
    }
  });
});
