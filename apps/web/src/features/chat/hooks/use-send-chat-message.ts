import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { sendMessage } from '../api/send-message';
import { chatError } from '../lib/chat-errors';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import { bumpConversation, patchMessage, replaceMessage, upsertMessage } from '../lib/message-cache';
import type { Pages } from '../lib/message-cache';
import type { ChatMessage, ConversationList } from '../types';
import { offerPush } from '../../../lib/push/offer-push';

let nextLocalId = -1;

type Draft = { content: string; image: File | null; preview: string | null };

/**
 * Sends with the message shown at once (optimistic, 'sending'), upload progress for a photo, and a
 * failed message kept with 'Try again' rather than lost on a dropped connection.
 */
export function useSendChatMessage(viewer: ViewerKey, me: number, onError: (message: string) => void) {
  const t = useT(chatMessages);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<number, number>>({});
  const drafts = useRef(new Map<number, Draft>());

  const run = useCallback(
    (conversationId: number, localId: number, draft: Draft) => {
      const key = messagingKeys.messages(viewer, conversationId);
      drafts.current.set(localId, draft);
      if (draft.image) setProgress((current) => ({ ...current, [localId]: 0 }));
      sendMessage({
        conversationId,
        content: draft.content,
        image: draft.image,
        onProgress: draft.image ? (percent) => setProgress((current) => ({ ...current, [localId]: percent })) : undefined,
      })
        .then((stored) => {
          drafts.current.delete(localId);
          queryClient.setQueryData<Pages>(key, (old) => replaceMessage(old, localId, { ...stored, localImage: undefined }));
          queryClient.setQueryData<ConversationList>(messagingKeys.conversations(viewer), (old) => bumpConversation(old, stored, me, true));
          if (draft.preview) window.setTimeout(() => URL.revokeObjectURL(draft.preview as string), 30_000);
          // A meaningful moment to offer push (once per browser): the reply can reach a closed app.
          offerPush({ message: t('pushOffer.message'), action: t('pushOffer.action') });
        })
        .catch((error: unknown) => {
          queryClient.setQueryData<Pages>(key, (old) => patchMessage(old, localId, { localState: 'failed' }));
          onError(chatError(t, error, 'send message'));
        })
        .finally(() =>
          setProgress((current) => {
            const { [localId]: _done, ...rest } = current;
            return rest;
          }),
        );
    },
    [queryClient, viewer, me, onError, t],
  );

  const send = useCallback(
    (conversationId: number, content: string, image: File | null) => {
      const localId = nextLocalId--;
      const preview = image ? URL.createObjectURL(image) : null;
      const optimistic: ChatMessage = {
        id: localId,
        conversationId,
        conversation_id: conversationId,
        sender_id: me,
        senderName: null,
        senderAvatar: null,
        content: content.trim(),
        message_type: image ? 'IMAGE' : 'TEXT',
        attachment: null,
        image: null,
        is_read: false,
        read_at: null,
        created_at: new Date().toISOString(),
        listingId: null,
        is_intro: false,
        reactions: [],
        localState: 'sending',
        localImage: preview ?? undefined,
      };
      queryClient.setQueryData<Pages>(messagingKeys.messages(viewer, conversationId), (old) => upsertMessage(old, optimistic));
      run(conversationId, localId, { content: content.trim(), image, preview });
    },
    [queryClient, viewer, me, run],
  );

  const retry = useCallback(
    (message: ChatMessage) => {
      const draft = drafts.current.get(message.id);
      if (!draft) return;
      queryClient.setQueryData<Pages>(messagingKeys.messages(viewer, message.conversation_id), (old) =>
        patchMessage(old, message.id, { localState: 'sending' }),
      );
      run(message.conversation_id, message.id, draft);
    },
    [queryClient, viewer, run],
  );

  return { send, retry, progress };
}
