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
  self: 'You cannot message yourself',
  userNotFound: 'User not found',
  userId: 'User id must be a positive whole number.',
  listingId: 'listing_id must be a positive whole number.',
  listingNotTheirs: 'This listing does not belong to either of you.',
  conversationNotFound: 'Conversation not found',
  conversationId: 'Conversation id must be a positive whole number.',
  messageNotFound: 'Message not found',
  messageId: 'Message id must be a positive whole number.',
  messageRequired: 'Type a message or attach an image.',
  messageMax: `A message can be at most ${MESSAGE_MAX} characters.`,
  messageType: "message_type must be 'TEXT' or 'IMAGE'.",
  imageRequired: 'Attach an image to send an image message.',
  imageType: 'Only image files are allowed.',
  imageTooLarge: 'The image is too large (at most 10 MB).',
  reaction: `reaction must be one of ${REACTIONS.join(' ')}, or null to remove it.`,
  limit: `limit must be a whole number from 1 to ${MESSAGES_PAGE_MAX}.`,
  cursor: 'cursor is not valid: use the next_cursor of the previous page.',
  startRate: (minutes: number) =>
    `You are starting conversations too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sendRate: (minutes: number) => `You are sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Whether a message is folded (over 120 characters or containing a link), as the spec says. */
export function isLongMessage(content: string): boolean {
  return content.length > LONG_MESSAGE_CHARS || /(https?:\/\/|www\.)\S+/i.test(content);
}

/** What a sender may send in the browser: text, or an image (checked again on the server). */
export function canSend(content: string, hasImage: boolean): boolean {
  return hasImage || content.trim().length > 0;
}
