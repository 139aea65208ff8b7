import { and, eq } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { translations } from '@dwa/db/schema';

// Drizzle queries for the translations cache, and nothing else.

const t = translations;

export type CacheKey = { textHash: string; source: string; target: string };

export async function findTranslation(db: Executor, key: CacheKey) {
  const [row] = await db
    .select({ translatedText: t.translatedText, detectedSource: t.detectedSource })
    .from(t)
    .where(and(eq(t.textHash, key.textHash), eq(t.source, key.source), eq(t.target, key.target)));
  return row ?? null;
}

/** Keeps a provider's answer; a row already there (another process got there first) stays. */
export async function saveTranslation(
  db: Executor,
  row: CacheKey & { translatedText: string; detectedSource: string | null; provider: string; at: Date },
) {
  await db
    .insert(t)
    .values({
      textHash: row.textHash,
      source: row.source,
      target: row.target,
      translatedText: row.translatedText,
      detectedSource: row.detectedSource,
      provider: row.provider,
      createdAt: row.at,
    })
    .onConflictDoNothing();
}
