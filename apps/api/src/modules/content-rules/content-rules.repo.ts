import { asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { contentRules } from '@dwa/db/schema';

// Drizzle queries for content rules, and nothing else.

export type ContentRuleRow = typeof contentRules.$inferSelect;
export type NewContentRule = Pick<typeof contentRules.$inferInsert, 'kind' | 'value' | 'label' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** Every rule, oldest first (what listings are checked against). */
export async function listRules(db: Executor): Promise<ContentRuleRow[]> {
  return db.select().from(contentRules).orderBy(asc(contentRules.id));
}

/** One page of rules, oldest first; `afterId` continues after the previous page's last rule. */
export async function listRulePage(db: Executor, page: { afterId?: number; limit: number }): Promise<ContentRuleRow[]> {
  return db
    .select()
    .from(contentRules)
    .where(page.afterId === undefined ? undefined : gt(contentRules.id, page.afterId))
    .orderBy(asc(contentRules.id))
    .limit(page.limit);
}

/** Throws a unique violation when the same kind and value exist. */
export async function insertRule(db: Executor, values: NewContentRule): Promise<ContentRuleRow> {
  const [row] = await db.insert(contentRules).values(values).returning();
  if (!row) throw new Error('content rule insert returned no row');
  return row;
}

export async function deleteRule(db: Executor, id: number): Promise<ContentRuleRow | null> {
  const [row] = await db.delete(contentRules).where(eq(contentRules.id, id)).returning();
  return row ?? null;
}
