import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from './http';

/**
 * What to say when a request failed: the server's own message when its answer had one (the
 * ApiError's message), the connection notice when it could not be reached, else `fallback`
 * (a status line such as 'Internal Server Error' is not a message for a person).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  return errorMessage(error.body, '') ? error.message : fallback;
}
