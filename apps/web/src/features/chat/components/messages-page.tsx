import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { MessageSquare } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { getAuthUserId } from '../../../lib/storage';
import { useAuthToken } from '../../../hooks/use-session';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { markRead } from '../api/mark-read';
import { messagingKeys } from '../api/query-keys';
import { useErrorBanner } from '../hooks/use-error-banner';
import { useLiveChat } from '../hooks/use-live-chat';
import { setOpenConversation } from '../hooks/live-conversations';
import { usePersistMessaging } from '../hooks/use-persist-messaging';
import { useStartFromLink } from '../hooks/use-start-from-link';
import { markConversationRead } from '../lib/message-cache';
import { listingEnquiry } from '../lib/message-rules';
import type { Conversation, ConversationList as ConversationListData } from '../types';
import { ConversationList } from './conversation-list';
import { ErrorBanner } from './error-banner';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

// The open chat (messages, composer, photo upload, reactions) is a second screen on a phone: its code
// loads when a conversation is about to open (a touch or focus on the list, a link that names one).
// A wide screen opens one at once, so there it loads with the page, beside the list's request.
const loadChatPane = () => import('./chat-pane');
const ChatPane = lazy(() => loadChatPane().then((module) => ({ default: module.ChatPane })));
const preloadChatPane = () => void loadChatPane().catch(() => undefined);

function ChatLoading() {
  const t = useT(chatMessages);
  return (
    <div className="flex h-full items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-emerald-600 border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">{t('loadingConversation')}</span>
    </div>
  );
}

/** The deep link's parameter: /messages?conversation={id}. */
export const CONVERSATION_PARAM = 'conversation';

/**
 * /messages: the conversation list and the open chat side by side; on a phone they are two screens
 * (the chat has a back button). The open conversation lives in the URL, so a link or a reload opens it.
 */
export function MessagesPage() {
  const t = useT(chatMessages);
  const viewer = useAuthToken();
  const me = Number(getAuthUserId());
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 768px)');
  const list = useConversations(viewer);
  const banner = useErrorBanner();
  const conversations = list.data?.conversations ?? [];
  const requested = Number(params.get(CONVERSATION_PARAM)) || null;
  const starting = params.has('to');

  const open = useCallback(
    (id: number | null, replace = false) => {
      setParams(id === null ? {} : { [CONVERSATION_PARAM]: String(id) }, { replace });
    },
    [setParams],
  );

  // The spec: with no conversation chosen, the most recently updated one opens: once, when the list
  // first loads (a conversation arriving later does not pull the reader away), and not on a phone,
  // where the list is its own screen. Never after a link that failed to start a chat (messaging
  // yourself, say): the error stays, and no other conversation opens as if it were the one asked for.
  const first = conversations[0]?.id ?? null;
  const loaded = list.isSuccess && !list.isPlaceholderData;
  const autoSelected = useRef(false);

  const showError = banner.show;
  const startFailed = useCallback(
    (message: string) => {
      autoSelected.current = true;
      showError(message);
      setParams({}, { replace: true });
    },
    [showError, setParams],
  );
  // A chat started from a listing that has nothing in it yet opens with a first line ready to edit.
  const [draft, setDraft] = useState<{ conversationId: number; text: string } | null>(null);
  const started = useCallback(
    (conversation: Conversation) => {
      if (conversation.listingTitle !== null && conversation.lastMessage === null)
        setDraft({ conversationId: conversation.id, text: listingEnquiry(conversation.listingTitle) });
      open(conversation.id, true);
    },
    [open],
  );
  useStartFromLink(viewer, me, params.get('to'), params.get('listing'), started, startFailed);

  useEffect(() => {
    if (!loaded || autoSelected.current) return;
    autoSelected.current = true;
    if (wide && requested === null && !starting && first !== null) open(first, true);
  }, [loaded, wide, requested, starting, first, open]);

  const listed = conversations.find((conversation) => conversation.id === requested) ?? null;
  // Once something is in that chat, the draft has served (it never comes back on reopening it).
  const draftServed = draft !== null && listed?.id === draft.conversationId && listed.lastMessage !== null;
  useEffect(() => {
    if (draftServed) setDraft(null);
  }, [draftServed]);
  // A link (a notification, say) may open a conversation older than the list holds.
  const single = useConversation(viewer, requested, loaded && requested !== null && listed === null && !starting);
  const active = listed ?? (single.data?.id === requested ? single.data : null);
  useEffect(() => {
    setOpenConversation(active?.id ?? null);
    return () => setOpenConversation(null);
  }, [active?.id]);

  const readIncoming = useCallback(
    (conversationId: number) => {
      if (!viewer) return;
      markRead(conversationId)
        .then((state) => {
          queryClient.setQueryData(messagingKeys.unread(viewer), state.unread_total);
          queryClient.setQueryData<ConversationListData>(messagingKeys.conversations(viewer), (old) =>
            markConversationRead(old, conversationId),
          );
        })
        .catch(() => undefined);
    },
    [queryClient, viewer],
  );
  // Messages that came while the tab was hidden are read when the person comes back to it.
  const activeUnread = active?.unread_count ?? 0;
  useEffect(() => {
    if (!active || activeUnread === 0) return;
    const onVisible = () => document.visibilityState === 'visible' && readIncoming(active.id);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [active, activeUnread, readIncoming]);

  const typing = useLiveChat(viewer, me, active?.id ?? null, readIncoming);
  usePersistMessaging(viewer, active?.id ?? null);

  useEffect(() => {
    if (list.isError) showError(list.error.message);
  }, [list.isError, list.error, showError]);

  const showChat = requested !== null;
  useEffect(() => {
    if (wide || showChat) preloadChatPane();
  }, [wide, showChat]);

  return (
    <div className="mx-auto max-w-6xl px-0 py-0 sm:px-4 sm:py-4">
      <DocumentTitle title={t('title')} />
      <h1 className="sr-only">{t('title')}</h1>
      <div className="flex h-[calc(100dvh-11.5rem)] min-h-[26rem] flex-col overflow-hidden border-gray-200 bg-white sm:rounded-2xl sm:border md:h-[80vh] dark:border-gray-800 dark:bg-gray-900">
        {/* Above the panes, in the flow: the chat's header (who, back, actions) stays visible and
            usable, and the box keeps its height, so the panes shrink and the composer stays on a
            phone's screen while it shows. */}
        {banner.error ? (
          <div className="shrink-0">
            <ErrorBanner message={banner.error} onClose={banner.clear} />
          </div>
        ) : null}
        <div className="grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[20rem_minmax(0,1fr)]">
          <section
            aria-label={t('conversations')}
            onPointerDown={preloadChatPane}
            onFocus={preloadChatPane}
            className={`min-h-0 border-gray-200 md:border-r dark:border-gray-800 ${showChat ? 'hidden md:block' : 'block'}`}
          >
            <ConversationList
              conversations={conversations}
              me={me}
              activeId={active?.id ?? null}
              loading={list.isPending}
              refreshing={list.isFetching && !list.isPending}
              onRefresh={() => void list.refetch()}
              onSelect={(id) => open(id)}
            />
          </section>
          <section aria-label={t('chat')} className={`min-h-0 ${showChat ? 'block' : 'hidden md:block'}`}>
            {active && viewer ? (
              <Suspense fallback={<ChatLoading />}>
                <ChatPane
                  key={active.id}
                  conversation={active}
                  draft={draft?.conversationId === active.id ? draft.text : undefined}
                  viewer={viewer}
                  me={me}
                  typing={typing}
                  onBack={() => open(null)}
                  onError={showError}
                />
              </Suspense>
            ) : requested !== null && (list.isPending || list.isFetching || starting || single.isFetching) ? (
              <ChatLoading />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-gray-600 dark:text-gray-400">
                <MessageSquare aria-hidden="true" className="size-12" />
                <p className="font-semibold text-gray-800 dark:text-gray-100">{single.isError ? t('notFound') : t('select')}</p>
                {single.isError ? <p className="text-sm">{t('notFoundText')}</p> : null}
                {requested !== null ? (
                  <button type="button" onClick={() => open(null)} className="text-sm underline md:hidden">
                    {t('backToList')}
                  </button>
                ) : null}
              </div>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
