import type { AreaT } from '../../../lib/i18n/area';
import type { postingMessages } from '../../../lib/i18n/catalogs/posting';
import { ApiError } from '../../../lib/http';

// The spec's error catalogue for posting and editing a listing, as pure functions of the error, in
// the posting area's words (the server's detail stays as it said it).

export type PostingT = AreaT<(typeof postingMessages)['en']>;

export type PostFailure = { kind: 'sign-in'; message: string } | { kind: 'become-seller' } | { kind: 'error'; message: string };

/** One sentence from the server's detail: several validation messages joined, no doubled full stop. */
export function detailSentence(detail: string): string {
  return detail
    .split('\n')
    .map((line) => line.trim().replace(/\.+$/, ''))
    .filter(Boolean)
    .join('; ');
}

export function describePostFailure(t: PostingT, error: unknown): PostFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'error', message: t('post.network') };
  if (error.status === 401) return { kind: 'sign-in', message: t('post.sessionExpired') };
  if (error.status === 403) {
    return /sellers/i.test(error.detail) ? { kind: 'become-seller' } : { kind: 'error', message: t('post.forbidden') };
  }
  return {
    kind: 'error',
    message: t('post.failed', { detail: detailSentence(error.detail) || t('post.errorStatus', { status: error.status }) }),
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** 'Failed to update listing: 422 Unprocessable Entity', then what the server said, when it said more. */
export function describeEditFailure(t: PostingT, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('edit.exception');
  const reasonPhrase = ('statusText' in error && typeof error.statusText === 'string' && error.statusText) || REASONS[error.status] || '';
  const head = t('edit.failed', { status: error.status, reason: reasonPhrase }).trim();
  const detail = detailSentence(error.detail);
  return detail && detail !== reasonPhrase ? `${head}. ${detail}.` : head;
}

/** Field errors of a 422 answer ({loc: ['body', field], msg}), for the form to show next to its fields. */
export function fieldIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((issue: unknown) => {
    const { loc, msg } = (issue ?? {}) as { loc?: unknown; msg?: unknown };
    const field = Array.isArray(loc) && loc.length >= 2 ? loc[loc.length - 1] : undefined;
    return typeof field === 'string' && typeof msg === 'string' ? [{ field, message: msg }] : [];
  });
}
