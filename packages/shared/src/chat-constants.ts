import { coded } from './coded';
// Buyer-seller messaging's constants, messages and the browser's small rules (./chat.ts re-exports
// them beside its zod schemas). Kept free of zod so the messages page does not download the
// validator to show a conversation.

export const MESSAGE_MAX = 4000;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
export const CONVERSATIONS_MAX = 200;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_TYPES = ['TEXT', 'IMAGE'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '😡'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** A message that is folded with 'Show more' (the spec's long message). */
export const LONG_MESSAGE_CHARS = 120;

export const CHAT_MESSAGES = {
  self: coded('chat.message_self', 'You cannot message yourself'),
  userNotFound: coded('chat.user_not_found', 'User not found'),
  userId: coded('chat.user_id', 'User id must be a positive whole number.'),
  listingId: coded('boosts.listing_id', 'listing_id must be a positive whole number.'),
  listingNotTheirs: coded('chat.listing_not_theirs', 'This listing does not belong to either of you.'),
  conversationNotFound: coded('chat.conversation_not_found', 'Conversation not found'),
  conversationId: coded('chat.conversation_id', 'Conversation id must be a positive whole number.'),
  messageNotFound: coded('chat.message_not_found', 'Message not found'),
  messageId: coded('chat.message_id', 'Message id must be a positive whole number.'),
  messageRequired: coded('chat.message_required', 'Type a message or attach an image.'),
  messageMax: coded('chat.message_max', `A message can be at most ${MESSAGE_MAX} characters.`, { messageMax: MESSAGE_MAX }),
  messageType: coded('chat.message_type', "message_type must be 'TEXT' or 'IMAGE'."),
  imageRequired: coded('chat.image_required', 'Attach an image to send an image message.'),
  imageType: coded('chat.image_type', 'Only image files are allowed.'),
  imageTooLarge: coded('chat.image_too_large', 'The image is too large (at most 10 MB).'),
  reaction: coded('chat.reaction', `reaction must be one of ${REACTIONS.join(' ')}, or null to remove it.`, {
    reactions: REACTIONS.join(' '),
  }),
  limit: coded('chat.limit', `limit must be a whole number from 1 to ${MESSAGES_PAGE_MAX}.`, { messagesPageMax: MESSAGES_PAGE_MAX }),
  cursor: coded('paging.cursor', 'cursor is not valid: use the next_cursor of the previous page.'),
  startRate: (minutes: number) =>
    coded('chat.start_rate', `You are starting conversations too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
  sendRate: (minutes: number) =>
    coded('chat.send_rate', `You are sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
} as const;

/** Whether a message is folded (over 120 characters or containing a link), as the spec says. */
export function isLongMessage(content: string): boolean {
  return content.length > LONG_MESSAGE_CHARS || /(https?:\/\/|www\.)\S+/i.test(content);
}

/** What a sender may send in the browser: text, or an image (checked again on the server). */
export function canSend(content: string, hasImage: boolean): boolean {
  return hasImage || content.trim().length > 0;
}
