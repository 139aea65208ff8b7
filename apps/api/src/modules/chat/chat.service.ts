import { createChatContext, type ChatDeps } from './chat-context';
import { createConversationActions } from './chat-conversations';
import { createMessageActions } from './chat-messages';

// Messaging: conversations between two people (optionally about a listing: chat-conversations.ts),
// messages, reactions, read receipts and typing (chat-messages.ts). Only the two participants can
// see or touch a conversation; to anyone else it does not exist (404, the same answer as an unknown
// id). Every change is published on the realtime hub after its transaction commits.

export type { ChatDeps } from './chat-context';
export { introText } from './chat-conversations';

export function createChatService(deps: ChatDeps) {
  const context = createChatContext(deps);
  return { ...createConversationActions(deps, context), ...createMessageActions(deps, context) };
}

export type ChatService = ReturnType<typeof createChatService>;
