import { contentRuleInputSchema, patternProblem, type ContentRuleInput, type ContentRuleKind } from '@dwa/shared/moderation';
import { ApiError } from '../../../../lib/http';
import { fieldIssues, oneOf } from '../../../../lib/field-issues';
import type { AreaT } from '../../../../lib/i18n/area';
import type { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// The new-rule form: checked here with the server's schema and pattern check, and the server's own
// answer put under the field it is about (422 by field; a bad pattern, 400, and a duplicate, 409,
// are about the value).

export const RULE_FIELDS = ['kind', 'value', 'label'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleErrors = Partial<Record<RuleField, string>> & { form?: string };
export type RuleDraft = { kind: ContentRuleKind; value: string; label: string };

const isField = oneOf(RULE_FIELDS);

/** The input to send, or the messages to show. */
export function checkRule(draft: RuleDraft): { input: ContentRuleInput; errors: null } | { input: null; errors: RuleErrors } {
  const parsed = contentRuleInputSchema.safeParse(draft);
  const errors: RuleErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (isField(name)) errors[name] ??= issue.message;
    }
  }
  const problem = draft.kind === 'pattern' && draft.value.trim() && !errors.value ? patternProblem(draft.value.trim()) : null;
  if (problem) errors.value = problem;
  if (parsed.success && !problem) return { input: parsed.data, errors: null };
  return { input: null, errors };
}

export function ruleFailure(t: T, error: unknown): RuleErrors {
  if (!(error instanceof ApiError)) return { form: t('rules.addFailed') };
  const issues = fieldIssues(error, isField);
  if (issues) return { ...issues.fields, ...(issues.others.length > 0 ? { form: issues.others.join('\n') } : {}) };
  if (error.status === 400 || error.status === 409) return { value: error.detail };
  if (error.status >= 500) return { form: t('failure.server') };
  return { form: error.detail };
}
