import { eq } from 'drizzle-orm';
import { conversations, messageReactions, messages } from '@dwa/db/schema';
import type { Tx } from '@dwa/db/client';
import { orderedPair } from '../modules/chat/chat.repo';
import { introText } from '../modules/chat/chat.service';

// Demo conversations: buyer@demo.gh has asked seller@demo.gh about two of his phones, so /messages
// is not empty for either of them. The newest message of each chat is unread by its recipient.

const MINUTE_MS = 60 * 1000;

type Line = { from: 'buyer' | 'seller'; text: string; minutesAgo: number; reaction?: string };

export const DEMO_CHATS: { listingTitle: string; lines: Line[] }[] = [
  {
    listingTitle: 'Samsung Galaxy A54 5G 128GB',
    lines: [
      { from: 'buyer', text: '', minutesAgo: 26 * 60 },
      {
        from: 'seller',
        text: 'Hello Ama! Yes, it is still available. It comes with the box, charger and a free case.',
        minutesAgo: 25 * 60 + 40,
      },
      { from: 'buyer', text: 'Would you take GH₵ 3,500? I can pick it up in Adabraka.', minutesAgo: 25 * 60 + 10, reaction: '👍' },
      { from: 'seller', text: 'I can do GH₵ 3,650. Come to the shop any day before 6 pm.', minutesAgo: 90 },
    ],
  },
  {
    listingTitle: 'iPhone 13 Pro 256GB - Sierra Blue',
    lines: [
      { from: 'buyer', text: '', minutesAgo: 4 * 24 * 60 },
      {
        from: 'seller',
        text: 'Yes it is. Battery health is 88% and Face ID works perfectly.',
        minutesAgo: 4 * 24 * 60 - 30,
        reaction: '❤️',
      },
      { from: 'buyer', text: 'Great, can I see it at East Legon on Saturday?', minutesAgo: 35 },
    ],
  },
];

export async function seedDemoChats(
  tx: Tx,
  people: { buyerId: number; sellerId: number },
  listingIdByTitle: Map<string, number>,
  now: number,
): Promise<void> {
  const [user1Id, user2Id] = orderedPair(people.buyerId, people.sellerId);
  for (const chat of DEMO_CHATS) {
    const listingId = listingIdByTitle.get(chat.listingTitle);
    if (listingId === undefined) throw new Error(`Bad demo chat listing: ${chat.listingTitle}`);
    const startedAt = new Date(now - chat.lines[0]!.minutesAgo * MINUTE_MS);
    const [conversation] = await tx
      .insert(conversations)
      .values({ user1Id, user2Id, listingId, listingKey: listingId, startedBy: people.buyerId, createdAt: startedAt, updatedAt: startedAt })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('demo conversation not stored');
    let last: { id: number; at: Date } | null = null;
    for (const [index, line] of chat.lines.entries()) {
      const at = new Date(now - line.minutesAgo * MINUTE_MS);
      const isLast = index === chat.lines.length - 1;
      const senderId = line.from === 'buyer' ? people.buyerId : people.sellerId;
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId,
          content: index === 0 ? introText(chat.listingTitle) : line.text,
          isIntro: index === 0,
          readAt: isLast ? null : new Date(at.getTime() + 5 * MINUTE_MS),
          createdAt: at,
        })
        .returning({ id: messages.id });
      if (!message) throw new Error('demo message not stored');
      if (line.reaction) {
        const reactorId = senderId === people.buyerId ? people.sellerId : people.buyerId;
        await tx.insert(messageReactions).values({ messageId: message.id, userId: reactorId, emoji: line.reaction, createdAt: at });
      }
      last = { id: message.id, at };
    }
    if (last)
      await tx.update(conversations).set({ lastMessageId: last.id, updatedAt: last.at }).where(eq(conversations.id, conversation.id));
  }
}
