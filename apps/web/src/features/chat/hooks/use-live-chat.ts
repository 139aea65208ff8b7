import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime } from '../../../lib/realtime';
import { writeFresh } from '../../../lib/fresh-write';
import type { RealtimeFrame } from '../../../lib/realtime';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { markReadBy, patchMessage, upsertMessage } from '../lib/message-cache';
import type { Pages } from '../lib/message-cache';
import type { ChatMessage } from '../types';
import { isConversationOpen } from './live-conversations';

/** How long a 'typing' without a follow-up keeps showing (the sender repeats it while typing). */
export const TYPING_SHOWN_MS = 6_000;

/**
 * Messages, read receipts and reactions of every cached conversation, live; an incoming message in
 * the open conversation is read at once (`onIncoming`). Answers who is typing in `conversationId`.
 */
export function useLiveChat(
  viewer: ViewerKey | null,
  me: number,
  conversationId: number | null,
  onIncoming: (conversationId: number) => void,
): boolean {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<{ conversationId: number; until: number } | null>(null);

  useEffect(() => {
    if (!viewer) return;
    const pages = (id: number) => messagingKeys.messages(viewer, id);
    const stops = [
      realtime.subscribe('message', (frame: RealtimeFrame) => {
        const message = frame.message as ChatMessage;
        const key = pages(message.conversation_id);
        void writeFresh<Pages>(queryClient, key, (old) => (old ? upsertMessage(old, message) : old));
        if (message.sender_id !== me) {
          setTyping((current) => (current?.conversationId === message.conversation_id ? null : current));
          if (isConversationOpen(message.conversation_id)) onIncoming(message.conversation_id);
        }
      }),
      realtime.subscribe('read', (frame) => {
        const readerId = Number(frame.reader_id);
        if (readerId === me) return;
        queryClient.setQueryData<Pages>(pages(Number(frame.conversation_id)), (old) => markReadBy(old, readerId, String(frame.read_at)));
      }),
      realtime.subscribe('reaction', (frame) => {
        queryClient.setQueryData<Pages>(pages(Number(frame.conversation_id)), (old) =>
          patchMessage(old, Number(frame.message_id), { reactions: frame.reactions as ChatMessage['reactions'] }),
        );
      }),
      realtime.subscribe('typing', (frame) => {
        if (Number(frame.user_id) === me) return;
        const id = Number(frame.conversation_id);
        setTyping(
          frame.is_typing
            ? { conversationId: id, until: Date.now() + TYPING_SHOWN_MS }
            : (current) => (current?.conversationId === id ? null : current),
        );
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, viewer, me, onIncoming]);

  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [typing]);

  return typing !== null && typing.conversationId === conversationId;
}
