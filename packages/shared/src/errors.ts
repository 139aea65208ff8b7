import type { ProblemParams } from './problems';

// The error body every API answer uses (the spec's client reads `detail`), with the machine `code`
// and its `params` beside it and beside each issue's `msg` (RFC 9457 extension members, ADR 077).

export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string; code?: string; params?: ProblemParams };
export type ErrorBody = { detail: string | ValidationIssue[]; code?: string; params?: ProblemParams };

/** One line of text for a toast, from whatever error body the API answered. */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const detail = record.detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail) && detail.length > 0) {
      return detail
        .map((issue) => (issue && typeof issue === 'object' && 'msg' in issue ? String((issue as ValidationIssue).msg) : ''))
        .filter(Boolean)
        .join('\n');
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return fallback;
}
