import { z } from 'zod';
import type { ValidationIssue } from '@dwa/shared/errors';
import { problemOf } from '@dwa/shared/problems';
import { apiProblemOf } from '@dwa/shared/problems-api';
import type { Problem } from '@dwa/shared/problems';

// Every 4xx body (ADR 077, RFC 9457 extension members): the spec's English `detail` as it was, with
// a stable machine `code` and its `params` beside it, and beside each 422 issue's `msg`. A sentence
// of the shared package has its own code (@dwa/shared/problems), and so has a sentence only the API
// writes (@dwa/shared/problems-api, ADR 080; problem-codes.test.ts holds every 4xx sentence of the
// API's source to one); any other text (a parser's message) the code of its kind, from its status
// or, for a validation issue, from its type.

/** The code of an answer that has no code of its own: what kind of refusal it is. */
const STATUS_CODES: Record<number, string> = {
  400: 'http.bad_request',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.not_found',
  405: 'http.method_not_allowed',
  409: 'http.conflict',
  410: 'http.gone',
  413: 'http.too_large',
  414: 'http.uri_too_long',
  415: 'http.unsupported_media_type',
  422: 'validation_failed',
  426: 'http.upgrade_required',
  429: 'http.too_many_requests',
  503: 'http.unavailable',
};

export const statusCode = (status: number): string => STATUS_CODES[status] ?? `http.${status}`;

/** The code and params of a sentence that has its own: the shared package's, or one only the API writes. */
const ownProblem = (text: string) => problemOf(text) ?? apiProblemOf(text);

/** A validation issue with its code and params: the shared sentence's, or `validation.<type>`. */
export function codedIssue(issue: ValidationIssue): ValidationIssue {
  if (issue.code) return issue;
  const found = ownProblem(issue.msg) ?? { code: `validation.${issue.type}`, params: {} };
  return { ...issue, code: found.code, params: found.params };
}

export type ProblemBody<D = string | ValidationIssue[]> = { detail: D; code: string; params: Problem['params'] };

/** The body of a 4xx answer: `detail` as given, with the code and params it carries. */
export function problemBody(status: number, detail: string, problem?: Problem): ProblemBody<string>;
export function problemBody(status: number, detail: string | ValidationIssue[], problem?: Problem): ProblemBody;
export function problemBody(status: number, detail: string | ValidationIssue[], problem?: Problem): ProblemBody {
  if (typeof detail !== 'string')
    return { detail: detail.map(codedIssue), code: problem?.code ?? 'validation_failed', params: problem?.params ?? {} };
  const found = problem ?? ownProblem(detail) ?? { code: statusCode(status), params: {} };
  return { detail, code: found.code, params: found.params };
}

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** The members a route's 4xx response schema adds to its own: the code and its params. */
export const problemMembers = {
  code: z.string().describe('stable machine code of the problem (ADR 077); clients translate by it'),
  params: paramsSchema.describe("the values the code's message takes as placeholders"),
};

/** A 4xx answer whose detail is one sentence. */
export const problemSchema = z.object({ detail: z.string(), ...problemMembers });
