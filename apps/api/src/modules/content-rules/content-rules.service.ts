import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@dwa/db/client';
import {
  MODERATION_MESSAGES as M,
  patternProblem,
  ruleRegExp,
  type ContentRule,
  type ContentRuleInput,
  type ContentRulesQuery,
  type MatchedRule,
} from '@dwa/shared/moderation';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { compileRules, firstMatch, isTooSlow, type CompiledRule } from './content-match';
import { deleteRule, insertRule, listRulePage, listRules, type ContentRuleRow } from './content-rules.repo';

// Content rules (issue 14): banned words and patterns an admin keeps. A new or edited listing whose
// text matches one waits for a moderator (the listings module asks `match`). The rules are cached in
// this process and read again after a change here, or after `ttlMs` (another process may have
// changed them). Adding or deleting a rule is audited in its transaction.

export type ContentRulesDeps = {
  db: Db;
  now: () => Date;
  audit: Pick<AuditService, 'record'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long the cached rules serve before they are read again (default 30 s). */
  ttlMs?: number;
  /** The time one rule may take on one text (default 100 ms); a new rule must pass the probes within it. */
  timeoutMs?: number;
};

export function toContentRule(row: ContentRuleRow): ContentRule {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}

export function createContentRulesService(deps: ContentRulesDeps) {
  const { db, now, audit, log } = deps;
  const ttlMs = deps.ttlMs ?? 30_000;
  const timeoutMs = deps.timeoutMs ?? 100;
  let cache: { rules: CompiledRule[]; loadedAt: number } | null = null;
  let loading: Promise<CompiledRule[]> | null = null;

  async function rules(): Promise<CompiledRule[]> {
    if (cache && Date.now() - cache.loadedAt < ttlMs) return cache.rules;
    loading ??= listRules(db)
      .then((rows) => {
        const compiled = compileRules(rows, (row, error) =>
          log.warn({ err: error, ruleId: row.id }, 'content rule does not compile; skipped'),
        );
        cache = { rules: compiled, loadedAt: Date.now() };
        return compiled;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  const forget = () => {
    cache = null;
  };

  return {
    /** A page of rules, oldest first; a cursor this server did not write is a 422. */
    async list(query: ContentRulesQuery): Promise<{ results: ContentRule[]; next_cursor: string | null }> {
      const after = decodePageCursor(query.cursor);
      const rows = await listRulePage(db, { afterId: after?.id, limit: query.limit + 1 });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.id }));
      return { results: page.rows.map(toContentRule), next_cursor: page.nextCursor };
    },

    async create(admin: AuthUser, input: ContentRuleInput): Promise<ContentRule> {
      if (input.kind === 'pattern') {
        const problem = patternProblem(input.value);
        if (problem) throw new BadRequestError(problem);
      }
      if (isTooSlow(ruleRegExp(input.kind, input.value), timeoutMs)) throw new BadRequestError(M.ruleTooSlow);
      const at = now();
      const row = await db
        .transaction(async (tx) => {
          const created = await insertRule(tx, {
            kind: input.kind,
            value: input.value,
            label: input.label,
            createdBy: admin.id,
            createdAt: at,
            updatedAt: at,
          });
          await audit.record(tx, {
            actor: admin,
            action: 'content_rule.created',
            targetType: 'content_rule',
            targetId: created.id,
            after: { kind: created.kind, value: created.value, label: created.label },
            at,
          });
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ConflictError(M.ruleDuplicate);
          throw error;
        });
      forget();
      return toContentRule(row);
    },

    async remove(admin: AuthUser, id: number): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const deleted = await deleteRule(tx, id);
        if (!deleted) throw new NotFoundError(M.ruleNotFound);
        await audit.record(tx, {
          actor: admin,
          action: 'content_rule.deleted',
          targetType: 'content_rule',
          targetId: id,
          before: { kind: deleted.kind, value: deleted.value, label: deleted.label },
          at,
        });
      });
      forget();
    },

    /** The first rule the text matches (oldest rule first), with the matched text; null when none. */
    async match(text: string): Promise<MatchedRule | null> {
      return firstMatch(await rules(), text, timeoutMs, (rule) =>
        log.warn({ ruleId: rule.id }, 'content rule ran out of time on a text; held for review'),
      );
    },
  };
}

export type ContentRulesService = ReturnType<typeof createContentRulesService>;
