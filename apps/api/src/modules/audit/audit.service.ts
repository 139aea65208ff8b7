import type { Db, Executor } from '@dwa/db/client';
import type { AuditEntry, AuditPage, AuditQuery } from '@dwa/shared/audit';
import { ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { appendAudit, listAudit } from './audit.repo';

// The audit log: every admin and system decision, written in the transaction of the decision, so
// the two commit together. Append-only (a database trigger refuses changes).

export type AuditRecord = {
  /** The admin who decided, or null when the system did (e.g. SELLER_APPROVAL=auto). */
  actor: Pick<AuthUser, 'id'> | null;
  action: string;
  targetType: string;
  targetId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
};

const cursorOf = (id: number) => Buffer.from(String(id)).toString('base64url');

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    record: (tx: Executor, entry: AuditRecord) =>
      appendAudit(tx, {
        actorId: entry.actor?.id ?? null,
        actorKind: entry.actor ? 'admin' : 'system',
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        createdAt: entry.at,
      }),

    async list(query: AuditQuery): Promise<AuditPage> {
      let beforeId: number | undefined;
      if (query.cursor) {
        beforeId = Number(Buffer.from(query.cursor, 'base64url').toString('utf8'));
        if (!Number.isInteger(beforeId) || beforeId < 1)
          throw ValidationError.single(['query', 'cursor'], 'This page link is no longer valid. Start from the first page.');
      }
      const rows = await listAudit(
        db,
        {
          actorId: query.actor_id,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
          to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
        },
        { beforeId, limit: query.limit + 1 },
      );
      const page = rows.slice(0, query.limit);
      const results: AuditEntry[] = page.map((row) => ({
        id: row.id,
        actor_id: row.actorId,
        actor_kind: row.actorKind,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        before: row.before,
        after: row.after,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      }));
      return { results, next_cursor: rows.length > query.limit && page.length > 0 ? cursorOf(page[page.length - 1]!.id) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
