import type { ValidationIssue } from '@dwa/shared/errors';
import { ApiError } from './http';

/** The guard fieldIssues takes for a form whose fields are `names`: whether an issue's name is one of them. */
export const oneOf =
  <F extends string>(names: readonly F[]) =>
  (name: unknown): name is F =>
    typeof name === 'string' && (names as readonly string[]).includes(name);

export type FieldIssues<F extends string> = { fields: Partial<Record<F, string>>; others: string[] };

/**
 * A 422's validation issues (`detail`: [{loc, msg}]) sorted under the form's fields: the first
 * message of each body field the form shows, and the rest (other fields, the query) as others.
 * Null when the error is not such a 422.
 */
export function fieldIssues<F extends string>(error: unknown, isField: (name: unknown) => name is F): FieldIssues<F> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return null;
  const fields: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const issue of detail as ValidationIssue[]) {
    const [where, name] = issue.loc ?? [];
    if (where === 'body' && isField(name)) fields[name] ??= issue.msg;
    else others.push(issue.msg);
  }
  return { fields, others };
}

/** A form's failure with messages under its fields: the 422's other issues, if any, above the button. */
export type FieldsFailure<F extends string> = { kind: 'fields'; fields: Partial<Record<F, string>>; message: string | null };

/** A 422's issues as a form's failure (`fieldIssues`, the others joined one a line); null when the error is not such a 422. */
export function fieldsFailure<F extends string>(error: unknown, isField: (name: unknown) => name is F): FieldsFailure<F> | null {
  const issues = fieldIssues(error, isField);
  return issues && { kind: 'fields', fields: issues.fields, message: issues.others.length > 0 ? issues.others.join('\n') : null };
}
