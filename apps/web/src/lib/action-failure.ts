import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from './http';

// What a failed action (a like, a comment, a report, the wishlist, marking notifications read) says:
// the server's words when it said something a person can read, else the caller's own line.

/** The answer's HTTP status; 0 when the server could not be reached (or the error is not an ApiError). */
export const failureStatus = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** What the server said, when it said something a person can read (never a 5xx body). */
export function serverText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return '';
  return errorMessage(error.body, '');
}

/** Wishlist and notifications: the server's words, else the caller's line (offline or not) in the interface's language. */
export function actionFailure(error: unknown, text: { failed: string; offline: string }): string {
  if (failureStatus(error) === 0) return text.offline;
  return serverText(error) || text.failed;
}
