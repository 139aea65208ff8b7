import { z } from 'zod';
import type { SearchSort } from '@dwa/shared/search';

// The opaque `cursor` of the search: the last row's sort key and id (keyset pagination), the sort
// it belongs to, and whether the search had fallen back to similar words (`fuzzy`), so the next
// pages continue the same result list. base64url of a small JSON object; every value is checked
// on the way back in, and only ever reaches SQL as a bound parameter.

/** `newest`: ranked_at, `recent`: created_at, as 'YYYY-MM-DDTHH:MI:SS.US' (microseconds, UTC). */
export const RANKED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export type CursorKey = string | number;
export type Cursor = { sort: SearchSort; key: CursorKey; id: number; fuzzy: boolean };

const idField = z.number().int().min(1).max(2147483647);
const payloadSchema = z.discriminatedUnion('s', [
  z.object({ s: z.enum(['newest', 'recent']), k: z.string().regex(RANKED_AT_PATTERN), i: idField, f: z.boolean() }),
  z.object({ s: z.enum(['price_asc', 'price_desc']), k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), i: idField, f: z.boolean() }),
  z.object({ s: z.literal('popular'), k: z.number().int().min(-2147483648).max(2147483647), i: idField, f: z.boolean() }),
  z.object({ s: z.literal('rating'), k: z.number().int().min(0).max(50), i: idField, f: z.boolean() }),
  z.object({ s: z.literal('relevance'), k: z.number().finite(), i: idField, f: z.boolean() }),
]);

export function encodeCursor(cursor: Cursor): string {
  const payload = { s: cursor.sort, k: cursor.key, i: cursor.id, f: cursor.fuzzy };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one this server wrote. */
export function decodeCursor(text: string): Cursor | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = payloadSchema.safeParse(json);
  if (!result.success) return null;
  const { s, k, i, f } = result.data;
  return { sort: s, key: k, id: i, fuzzy: f };
}
