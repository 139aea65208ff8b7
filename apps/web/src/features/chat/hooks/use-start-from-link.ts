import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES } from '@dwa/shared/chat-constants';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { startConversation } from '../api/start-conversation';
import { chatError } from '../lib/chat-errors';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import { addConversation } from '../lib/message-cache';
import type { Conversation, ConversationList } from '../types';

/**
 * /messages?to={sellerId}&listing={listingId} (the listing's and Explore's Message buttons): starts
 * or finds the conversation about that listing (sending nothing), then shows it (`onStarted`).
 */
export function useStartFromLink(
  viewer: ViewerKey | null,
  me: number,
  to: string | null,
  listing: string | null,
  onStarted: (conversation: Conversation) => void,
  onError: (message: string) => void,
) {
  const t = useT(chatMessages);
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!viewer || to === null) return;
    const request = `${to}:${listing ?? ''}`;
    if (asked.current === request) return;
    asked.current = request;
    const otherUserId = Number(to);
    const listingId = listing && /^\d+$/.test(listing) ? Number(listing) : null;
    if (!Number.isInteger(otherUserId) || otherUserId <= 0) return onError(t('error.noSeller'));
    if (otherUserId === me) return onError(CHAT_MESSAGES.self);
    startConversation(otherUserId, listingId)
      .then((conversation) => {
        queryClient.setQueryData<ConversationList>(messagingKeys.conversations(viewer), (old) => addConversation(old, conversation));
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(viewer) });
        onStarted(conversation);
      })
      .catch((error: unknown) => onError(chatError(t, error, 'start conversation')));
  }, [queryClient, viewer, me, to, listing, onStarted, onError, t]);
}
