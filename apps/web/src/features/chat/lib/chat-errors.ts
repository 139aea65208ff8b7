import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import type { AreaT } from '../../../lib/i18n/area';
import type { chatMessages } from '../../../lib/i18n/catalogs/chat';

type T = AreaT<(typeof chatMessages)['en']>;

export type ChatAction = 'fetch messages' | 'send message' | 'start conversation' | 'save reaction';

const FAILED = {
  'fetch messages': 'error.fetchMessages',
  'send message': 'error.sendMessage',
  'start conversation': 'error.startConversation',
  'save reaction': 'error.saveReaction',
} as const satisfies Record<ChatAction, keyof (typeof chatMessages)['en']>;

/**
 * The server's message when it gives one; otherwise the spec's 'Failed to {action}: {status} - {body}'.
 * A request that never reached the server keeps the client's "check your connection" text.
 */
export function chatError(t: T, error: unknown, action: ChatAction): string {
  const failed = t(FAILED[action]);
  if (error instanceof ApiError) {
    if (error.status === 0) return error.detail;
    const fromServer = errorMessage(error.body, '');
    if (fromServer) return fromServer;
    const body = typeof error.body === 'string' ? error.body : error.body === null ? '' : JSON.stringify(error.body);
    return t('error.withStatus', { failed, status: error.status, body }).trim().replace(/ -$/, '');
  }
  return failed;
}
