import type { z } from 'zod';
import type { ValidationIssue } from '@dwa/shared/errors';
import { ValidationError } from './errors';

/** zod issues as the API's 422 detail list: `{loc: [part, ...path], msg, type}`. */
export function toIssues(error: z.ZodError, part: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [part, ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** Validates data that did not come through a route schema (multipart fields, for instance). */
export function validate<T extends z.ZodType>(schema: T, data: unknown, part = 'body'): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(toIssues(result.error, part));
  return result.data;
}
