import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';

export type ChatAction = 'fetch messages' | 'send message' | 'start conversation' | 'save reaction';

/**
 * The server's message when it gives one; otherwise the spec's 'Failed to {action}: {status} - {body}'.
 * A request that never reached the server keeps the client's "check your connection" text.
 */
export function chatError(error: unknown, action: ChatAction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.detail;
    const fromServer = errorMessage(error.body, '');
    if (fromServer) return fromServer;
    const body = typeof error.body === 'string' ? error.body : error.body === null ? '' : JSON.stringify(error.body);
    return `Failed to ${action}: ${error.status} - ${body}`.trim().replace(/ -$/, '');
  }
  return `Failed to ${action}`;
}
