import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';

// The words shown when an account call fails: the server's message when it sent one (spec section
// 8), else the screen's fallback.

type Issue = { loc?: unknown; msg?: unknown };

function issues(error: unknown): Issue[] | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const detail = (error.body as { detail?: unknown }).detail;
  return Array.isArray(detail) && detail.length > 0 ? (detail as Issue[]) : null;
}

const locationOf = (issue: Issue) => (Array.isArray(issue.loc) ? issue.loc.filter((part) => part !== 'body').map(String) : []);
const messageOf = (issue: Issue) => (typeof issue.msg === 'string' ? issue.msg : '');

/** The server's message (a detail string or message field), a lost connection's, or the fallback. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.detail;
  return errorMessage(error.body, fallback);
}

/** Sign-up: for a detail list the password-related messages come first, then the others, one per line. */
export function registrationErrorText(error: unknown, fallback = 'Registration failed. Please try again later.'): string {
  const list = issues(error);
  if (!list) return apiErrorText(error, fallback);
  const isPassword = (issue: Issue) => locationOf(issue).some((part) => part.includes('password')) || /password/i.test(messageOf(issue));
  const ordered = [...list.filter(isPassword), ...list.filter((issue) => !isPassword(issue))];
  return [...new Set(ordered.map(messageOf).filter(Boolean))].join('\n') || fallback;
}

/** Password reset: detail entries as 'location: message', joined by commas. */
export function resetErrorText(error: unknown, fallback = 'Password reset failed'): string {
  const list = issues(error);
  if (!list) return apiErrorText(error, fallback);
  return list
    .map((issue) => {
      const location = locationOf(issue).join('.');
      return location ? `${location}: ${messageOf(issue)}` : messageOf(issue);
    })
    .join(', ');
}
