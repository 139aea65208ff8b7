import type { ValidationIssue } from '@dwa/shared/errors';
import { ApiError } from '../../../../lib/http';
import type { AreaT } from '../../../../lib/i18n/area';
import type { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// A refused decision: the server's words about one body field go under that field; anything else
// (someone decided first, the listing is gone, the network) is one message for the whole form.
// The server answers a missing reason with 400 and its message (MODERATION_MESSAGES.reasonRequired).

export type DecisionFailure = { field: string | null; form: string | null };

/** `plainIsField`: a 400 with a plain message is about `field` (the one thing the admin wrote, e.g. the reason). */
export function decisionFailure(t: T, error: unknown, field: string, { plainIsField = false } = {}): DecisionFailure {
  if (!(error instanceof ApiError)) return { field: null, form: t('failure.save') };
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (error.status === 422 && Array.isArray(detail)) {
    const issues = detail as ValidationIssue[];
    const mine = issues.filter((issue) => issue.loc?.[0] === 'body' && issue.loc?.[1] === field).map((issue) => issue.msg);
    const others = issues.filter((issue) => !(issue.loc?.[0] === 'body' && issue.loc?.[1] === field)).map((issue) => issue.msg);
    return { field: mine[0] ?? null, form: others.length > 0 ? others.join('\n') : null };
  }
  if (error.status === 400 && plainIsField && error.detail) return { field: error.detail, form: null };
  if (error.status >= 500) return { field: null, form: t('failure.server') };
  return { field: null, form: error.detail || t('failure.save') };
}

/** The answer means the queue the admin sees is out of date (decided elsewhere, or gone). */
export const isStale = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);
