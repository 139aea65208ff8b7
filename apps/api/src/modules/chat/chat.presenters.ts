import type { ChatMessage, Conversation } from '@dwa/shared/chat';
import { pictureUrl, type Storage } from '../../lib/storage';
import type { ConversationListRow, MessageWithSender, ParticipantRow, ReactionRow } from './chat.repo';

// Rows to answers: the message and conversation shapes of packages/shared/src/chat.ts. The route
// schemas list the fields too, so nothing else can slip into an answer.

/** Chat pictures: a bubble-sized one and a full one (<= 1280 px), WebP. */
export const CHAT_IMAGE_WIDTHS = [320, 1280] as const;

const iso = (value: Date | string | null) => (value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString());

export function toMessage(row: MessageWithSender, reactions: readonly ReactionRow[], storage: Storage): ChatMessage {
  const image =
    row.imageKey && row.imageWidth && row.imageHeight
      ? {
          url: storage.url(`${row.imageKey}-${CHAT_IMAGE_WIDTHS[1]}.webp`),
          thumb_url: storage.url(`${row.imageKey}-${CHAT_IMAGE_WIDTHS[0]}.webp`),
          width: row.imageWidth,
          height: row.imageHeight,
        }
      : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    senderName: row.senderName,
    senderAvatar: pictureUrl(storage, row.senderPicture),
    content: row.content,
    message_type: row.messageType,
    attachment: image?.url ?? null,
    image,
    is_read: row.readAt !== null,
    read_at: iso(row.readAt),
    created_at: iso(row.createdAt)!,
    listingId: row.listingId,
    is_intro: row.isIntro,
    reactions: reactions
      .filter((reaction) => reaction.messageId === row.id)
      .map((reaction) => ({ user_id: reaction.userId, emoji: reaction.emoji })),
  };
}

export function toConversation(
  row: ConversationListRow,
  viewerId: number,
  context: { participants: Map<number, ParticipantRow>; online: Set<number>; lastMessage: ChatMessage | null; storage: Storage },
): Conversation {
  const { participants, storage } = context;
  const otherId = row.user1Id === viewerId ? row.user2Id : row.user1Id;
  const other = participants.get(otherId);
  const names: Record<string, string> = {};
  const avatars: Record<string, string | null> = {};
  for (const id of [row.user1Id, row.user2Id]) {
    const person = participants.get(id);
    if (!person) continue;
    names[String(id)] = person.name;
    avatars[String(id)] = pictureUrl(storage, person.profilePicture);
  }
  const online = context.online.has(otherId);
  return {
    id: row.id,
    user1_id: row.user1Id,
    user2_id: row.user2Id,
    participants: [row.user1Id, row.user2Id],
    participantNames: names,
    participantAvatars: avatars,
    other_user: {
      id: otherId,
      name: other?.name ?? 'Unknown User',
      avatar: other ? pictureUrl(storage, other.profilePicture) : null,
      online,
      last_seen: online ? null : iso(other?.lastSeenAt ?? null),
      // The number their listing already shows to everyone; a buyer's own number stays private.
      phone: other && row.listingSellerId === otherId ? other.businessPhone || other.phone || null : null,
    },
    lastMessage: context.lastMessage,
    unread_count: row.unread,
    updatedAt: iso(row.updatedAt)!,
    created_at: iso(row.createdAt)!,
    isActive: other?.isActive ?? false,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    listingImage: row.listingImageKey ? storage.url(`${row.listingImageKey}-320.webp`) : null,
  };
}

/** What a notification or a list preview says about a message. */
export function messagePreview(content: string, isImage: boolean, max = 140): string {
  if (!content) return isImage ? '📷 Photo' : '';
  return content.length > max ? `${content.slice(0, max).trimEnd()}…` : content;
}
