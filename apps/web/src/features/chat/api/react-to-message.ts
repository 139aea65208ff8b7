import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reaction } from '@dwa/shared/chat';
import { http } from '../../../lib/http';
import { patchMessage } from '../lib/message-cache';
import type { Pages } from '../lib/message-cache';
import type { ChatMessage } from '../types';
import { messagingKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// One reaction per person and message; choosing the same one again removes it (emoji null).

type ReactionState = { message_id: number; conversation_id: number; reactions: ChatMessage['reactions'] };

export function reactToMessage(messageId: number, emoji: Reaction | null): Promise<ReactionState> {
  return http.put<ReactionState>(`/api/v1/chat/messages/${messageId}/reaction`, { emoji });
}

/** The next reactions after `me` picks `emoji` (or removes it by picking it again). */
export function nextReactions(reactions: ChatMessage['reactions'], me: number, emoji: Reaction | null): ChatMessage['reactions'] {
  const others = reactions.filter((reaction) => reaction.user_id !== me);
  return emoji ? [...others, { user_id: me, emoji }] : others;
}

export function useReactToMessage(viewer: ViewerKey, me: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, emoji }: { message: ChatMessage; emoji: Reaction | null }) => reactToMessage(message.id, emoji),
    onMutate: ({ message, emoji }) => {
      const key = messagingKeys.messages(viewer, message.conversation_id);
      queryClient.setQueryData<Pages>(key, (old) =>
        patchMessage(old, message.id, { reactions: nextReactions(message.reactions, me, emoji) }),
      );
      return { key, previous: message.reactions, id: message.id };
    },
    onSuccess: (answer, _input, context) => {
      queryClient.setQueryData<Pages>(context.key, (old) => patchMessage(old, answer.message_id, { reactions: answer.reactions }));
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData<Pages>(context.key, (old) => patchMessage(old, context.id, { reactions: context.previous }));
    },
  });
}
