import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import type { Reaction } from '@dwa/shared/chat';
import { Spinner } from '../../../components/ui/spinner';
import { flattenPages, useMessages } from '../api/get-messages';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { useReactToMessage } from '../api/react-to-message';
import { useSendChatMessage } from '../hooks/use-send-chat-message';
import { useTypingSender } from '../hooks/use-typing-sender';
import { chatError } from '../lib/chat-errors';
import { markConversationRead } from '../lib/message-cache';
import { filterMessages, groupByDay, quickReplies } from '../lib/message-rules';
import { displayName, otherUser } from '../lib/people';
import type { ChatMessage, Conversation, ConversationList } from '../types';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

type Props = {
  conversation: Conversation;
  /** Words ready to edit in the composer (a chat just started from a listing). */
  draft?: string | undefined;
  viewer: ViewerKey;
  me: number;
  typing: boolean;
  onBack: () => void;
  onError: (message: string) => void;
};

export function ChatPane({ conversation, draft, viewer, me, typing, onBack, onError }: Props) {
  const f = useFormat();
  const t = useT(chatMessages);
  const query = useMessages(viewer, conversation.id);
  const [search, setSearch] = useState<string | null>(null);
  const searchId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const other = otherUser(conversation, me);
  const { send, retry, progress } = useSendChatMessage(viewer, me, onError);
  const react = useReactToMessage(viewer, me);
  const { typed, stop } = useTypingSender(conversation.id);

  const messages = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const shown = useMemo(() => filterMessages(messages, search ?? ''), [messages, search]);
  const groups = useMemo(() => groupByDay(f, shown), [f, shown]);

  useEffect(() => {
    if (query.isError) onError(chatError(t, query.error, 'fetch messages'));
  }, [query.isError, query.error, onError, t]);

  // Each load asked for mark_read: the conversation is read and the answer carries the new total.
  const queryClient = useQueryClient();
  const unreadAfter = query.isPlaceholderData ? undefined : query.data?.pages[0]?.unread_total;
  useEffect(() => {
    if (unreadAfter === undefined) return;
    queryClient.setQueryData(messagingKeys.unread(viewer), unreadAfter);
    queryClient.setQueryData<ConversationList>(messagingKeys.conversations(viewer), (old) => markConversationRead(old, conversation.id));
  }, [queryClient, viewer, conversation.id, unreadAfter, query.dataUpdatedAt]);

  // Follow new messages while the reader is at the bottom; leave them alone while they scroll back.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [shown, typing]);

  const onReact = useCallback(
    (message: ChatMessage, emoji: Reaction | null) =>
      react.mutate({ message, emoji }, { onError: (error) => onError(chatError(t, error, 'save reaction')) }),
    [react, onError, t],
  );

  // A picture gets its height when it loads, after the list scrolled: keep the newest in view.
  const onImageLoad = useCallback(() => {
    const list = listRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, []);

  const senderName = (message: ChatMessage) =>
    message.sender_id === other.id
      ? other.name
      : displayName(message.senderName ?? conversation.participantNames[String(message.sender_id)], message.sender_id, 'Unknown');

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ChatHeader
        name={other.name}
        avatar={other.avatar}
        online={conversation.other_user?.online ?? false}
        lastSeen={conversation.other_user?.last_seen ?? null}
        phone={conversation.other_user?.phone ?? null}
        active={conversation.isActive}
        listingId={conversation.listingId}
        listingTitle={conversation.listingTitle}
        listingImage={conversation.listingImage}
        typing={typing}
        searching={search !== null}
        onToggleSearch={() => setSearch((value) => (value === null ? '' : null))}
        onBack={onBack}
      />
      {search !== null ? (
        <div className="border-b border-gray-200 p-2 dark:border-gray-800">
          <label htmlFor={searchId} className="sr-only">
            {t('pane.search')}
          </label>
          <input
            id={searchId}
            type="search"
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('pane.searchPlaceholder')}
            className="min-h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-950"
          />
        </div>
      ) : null}
      <div
        ref={listRef}
        onScroll={(event) => {
          const list = event.currentTarget;
          stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-2 py-3 sm:px-4 dark:bg-gray-950"
        role="log"
        aria-label={t('pane.log', { name: other.name })}
        aria-live="polite"
        tabIndex={0}
      >
        {query.hasNextPage ? (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={() => {
                stick.current = false;
                void query.fetchNextPage();
              }}
              disabled={query.isFetchingNextPage}
              className="rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
            >
              {query.isFetchingNextPage ? t('pane.loading') : t('pane.older')}
            </button>
          </div>
        ) : null}
        {query.isPending ? (
          <Spinner label={t('pane.loadingMessages')} />
        ) : messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-gray-600 dark:text-gray-400">
            <MessageSquare aria-hidden="true" className="size-10" />
            <p className="font-semibold text-gray-800 dark:text-gray-100">{t('list.start')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">{t('pane.noMatch')}</p>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-label={group.label || t('pane.group')} className="mb-2">
              {group.label ? (
                <h3 className="my-2 text-center">
                  <span className="rounded-full bg-gray-200 px-3 py-0.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                    {group.label}
                  </span>
                </h3>
              ) : null}
              <ol className="space-y-2">
                {group.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    own={message.sender_id === me}
                    me={me}
                    senderName={senderName(message)}
                    progress={progress[message.id] ?? null}
                    onReact={onReact}
                    onRetry={retry}
                    onImageLoad={onImageLoad}
                  />
                ))}
              </ol>
            </section>
          ))
        )}
        {typing ? (
          <p
            data-testid="typing-indicator"
            className="mt-2 inline-flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm text-gray-700 shadow-sm dark:bg-gray-800 dark:text-gray-200"
          >
            <span aria-hidden="true" className="flex gap-0.5">
              <span className="size-1.5 animate-bounce rounded-full bg-gray-500 motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-gray-500 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-gray-500 [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
            {t('pane.typing', { name: other.name })}
          </p>
        ) : null}
      </div>
      <Composer
        draft={draft}
        quickReplies={quickReplies(conversation.listingId !== null)}
        onSend={(content, image) => {
          stick.current = true;
          send(conversation.id, content, image);
        }}
        onTyped={typed}
        onStopTyping={stop}
        onError={onError}
      />
    </div>
  );
}
