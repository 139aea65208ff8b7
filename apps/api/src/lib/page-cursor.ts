import { and, desc, eq, lt, or, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@dwa/db/client';
import { z } from 'zod';
import { PAGE_MESSAGES } from '@dwa/shared/page-query';
import { ValidationError } from './errors';

// The opaque `cursor` of the paged lists of likes, comments, wishlist, reports and notifications (keyset pages): the last row's time and id, as
// base64url JSON. Times are written by the API from its clock (whole milliseconds), so they
// round-trip exactly. Every value is checked on the way back in and only reaches SQL bound.

export type PageKey = { at: Date | null; id: number };

const payloadSchema = z.object({
  t: z.iso.datetime().nullable(),
  i: z.number().int().min(0).max(2147483647),
});

export function encodePageCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify({ t: key.at ? key.at.toISOString() : null, i: key.id }), 'utf8').toString('base64url');
}

/** The key, undefined without a cursor, or a 422 for a cursor this server did not write. */
export function decodePageCursor(text: string | undefined): PageKey | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    json = null;
  }
  const result = payloadSchema.safeParse(json);
  if (!result.success) throw ValidationError.single(['query', 'cursor'], PAGE_MESSAGES.cursor, 'cursor');
  return { at: result.data.t ? new Date(result.data.t) : null, id: result.data.i };
}

/** Splits a `limit + 1` query result into the page and the next cursor. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => PageKey): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: last ? encodePageCursor(keyOf(last)) : null };
}

/**
 * The rows after `after` in a newest-first list ordered by (`at`, `id`): older, or as old with a
 * smaller id. Undefined on the first page (no cursor, or one without a time).
 */
export function olderThan(at: Column | SQL.Aliased<Date | null>, id: Column, after: PageKey | undefined): SQL | undefined {
  if (!after?.at) return undefined;
  // `at` as a column for the types; lt and eq bind the value the same way for a selected field.
  const time = at as Column;
  return or(lt(time, after.at), and(eq(time, after.at), lt(id, after.id)));
}

/**
 * One page of a table's rows newest id first (ids being given in order): those matching every
 * condition (undefined ones left out) below `beforeId`, the previous page's last id.
 */
export function newestById<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  conditions: (SQL | undefined)[],
  page: { beforeId?: number; limit: number },
): Promise<T['$inferSelect'][]> {
  const before = page.beforeId === undefined ? undefined : lt(table.id, page.beforeId);
  return db
    .select()
    .from(table as PgTable)
    .where(and(...conditions, before))
    .orderBy(desc(table.id))
    .limit(page.limit) as Promise<T['$inferSelect'][]>;
}
