import { ApiError } from '../../../lib/http';

// The spec's error catalogue for posting and editing a listing, as pure functions of the error.

export const POST_MESSAGES = {
  noToken: 'Authentication required. Please log in to post a listing.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: "You don't have permission to post listings. Please check your account status or contact support.",
  network: 'Failed to submit listing. Please try again.',
  failed: (detail: string) => `Failed to submit listing: ${detail}. Please try again.`,
} as const;

export const EDIT_MESSAGES = {
  noToken: 'Authentication required. Please log in.',
  updated: 'Listing updated successfully!',
  failed: (status: number, statusText: string) => `Failed to update listing: ${status} ${statusText}`.trim(),
  exception: 'Failed to update listing. Please try again.',
} as const;

export type PostFailure = { kind: 'sign-in'; message: string } | { kind: 'become-seller' } | { kind: 'error'; message: string };

/** One sentence from the server's detail: several validation messages joined, no doubled full stop. */
export function detailSentence(detail: string): string {
  return detail
    .split('\n')
    .map((line) => line.trim().replace(/\.+$/, ''))
    .filter(Boolean)
    .join('; ');
}

export function describePostFailure(error: unknown): PostFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'error', message: POST_MESSAGES.network };
  if (error.status === 401) return { kind: 'sign-in', message: POST_MESSAGES.sessionExpired };
  if (error.status === 403) {
    return /sellers/i.test(error.detail) ? { kind: 'become-seller' } : { kind: 'error', message: POST_MESSAGES.forbidden };
  }
  return { kind: 'error', message: POST_MESSAGES.failed(detailSentence(error.detail) || `error ${error.status}`) };
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
export function describeEditFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return EDIT_MESSAGES.exception;
  const reasonPhrase = ('statusText' in error && typeof error.statusText === 'string' && error.statusText) || REASONS[error.status] || '';
  const head = EDIT_MESSAGES.failed(error.status, reasonPhrase);
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
