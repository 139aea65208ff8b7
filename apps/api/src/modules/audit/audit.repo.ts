import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { auditLog } from '@dwa/db/schema';

// Drizzle queries for the audit log, and nothing else (it is only ever appended to).

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

export async function appendAudit(db: Executor, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

export type AuditFilter = { actorId?: number; action?: string; targetType?: string; targetId?: number; from?: Date; to?: Date };

export async function listAudit(db: Executor, filter: AuditFilter, options: { beforeId?: number; limit: number }): Promise<AuditRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId !== undefined ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
    options.beforeId ? lt(auditLog.id, options.beforeId) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
