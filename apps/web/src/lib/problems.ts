import type { Problem } from '@dwa/shared/coded';

// The machine codes the API sent with its refusals (ADR 077), kept with the English text they came
// with: the text travels on as a string (ApiError's message, a field's error), and the translation
// (lib/i18n/problem-text.ts) finds its code here. The last few hundred are kept.

const KEPT = 200;
const problems = new Map<string, Problem>();

function keep(text: unknown, code: unknown, params: unknown): void {
  if (typeof text !== 'string' || typeof code !== 'string' || !text || !code) return;
  problems.delete(text);
  problems.set(text, { code, params: params && typeof params === 'object' ? (params as Problem['params']) : {} });
  if (problems.size > KEPT) problems.delete(problems.keys().next().value ?? '');
}

/** Keeps the codes of an error body: `{detail, code, params}`, and each 422 issue's `{msg, code, params}`. */
export function keepProblems(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const { detail, code, params } = body as { detail?: unknown; code?: unknown; params?: unknown };
  if (typeof detail === 'string') keep(detail, code, params);
  else if (Array.isArray(detail))
    for (const issue of detail as { msg?: unknown; code?: unknown; params?: unknown }[]) keep(issue?.msg, issue?.code, issue?.params);
}

/** The code and params the API sent with this text, if it did. */
export function knownProblem(text: string): Problem | undefined {
  return problems.get(text);
}
