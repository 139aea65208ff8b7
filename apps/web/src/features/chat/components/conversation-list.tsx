import { useId, useMemo, useState } from 'react';
import { MessageSquare, RefreshCw, Search } from 'lucide-react';
import { badgeCount } from '@dwa/shared/text';
import { Avatar } from '../../../components/ui/avatar';
import { profilePictureUrl } from '../../../lib/media-url';
import { otherUser } from '../lib/people';
import type { Conversation } from '../types';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import type { Format } from '../../../lib/i18n/format';
import type { AreaT } from '../../../lib/i18n/area';

type Props = {
  conversations: Conversation[];
  me: number;
  activeId: number | null;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onSelect: (id: number) => void;
};

/** The time today, else the day (Accra's days). */
const shortTime = (f: Format, iso: string) => (f.date(iso) === f.date(new Date()) ? f.date(iso, 'time') : f.date(iso, 'dayMonth'));

function preview(t: AreaT<(typeof chatMessages)['en']>, conversation: Conversation, me: number): string {
  const last = conversation.lastMessage;
  if (!last) return t('list.start');
  const text = last.message_type === 'IMAGE' && !last.content ? t('list.photo') : last.content;
  return last.sender_id === me ? t('list.you', { text }) : text;
}

/** The left pane: search, refresh, 'N conversations' and each conversation with its unread badge. */
export function ConversationList({ conversations, me, activeId, loading, refreshing, onRefresh, onSelect }: Props) {
  const f = useFormat();
  const t = useT(chatMessages);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return conversations;
    return conversations.filter((conversation) =>
      [otherUser(conversation, me).name, conversation.listingTitle ?? '', conversation.lastMessage?.content ?? ''].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    );
  }, [conversations, query, me]);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-2 border-b border-gray-200 p-3 dark:border-gray-800">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{t('title')}</h2>
          <button
            type="button"
            onClick={onRefresh}
            disabled={refreshing}
            aria-label={t('list.refresh')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`} />
          </button>
        </div>
        <label htmlFor={searchId} className="sr-only">
          {t('list.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            className="min-h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm dark:border-gray-700 dark:bg-gray-950"
          />
        </div>
        <p className="text-xs text-gray-600 dark:text-gray-400" aria-live="polite">
          {t('list.count', { count: shown.length })}
        </p>
      </div>
      {loading ? (
        <ul aria-label={t('list.loading')} className="space-y-1 p-2">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="flex items-center gap-3 p-2">
              <span className="size-11 animate-pulse rounded-full bg-gray-200 dark:bg-gray-800" />
              <span className="h-4 flex-1 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
            </li>
          ))}
        </ul>
      ) : conversations.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-gray-400" />
          <p className="font-semibold">{t('list.none')}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('list.noneText')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-gray-600 dark:text-gray-400">{t('list.noMatch')}</p>
      ) : (
        <ul aria-label={t('conversations')} className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((conversation) => {
            const other = otherUser(conversation, me);
            const unread = badgeCount(conversation.unread_count);
            const active = conversation.id === activeId;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={active ? 'true' : undefined}
                  data-testid="conversation"
                  className={`flex w-full items-center gap-3 border-b border-gray-100 px-3 py-3 text-left hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-800/60 ${
                    active ? 'bg-emerald-50 dark:bg-emerald-950/40' : ''
                  }`}
                >
                  <span className="relative">
                    <Avatar name={other.name} src={profilePictureUrl(other.avatar)} size={44} />
                    {conversation.other_user?.online ? (
                      <span
                        className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-emerald-500 dark:border-gray-900"
                        aria-hidden="true"
                      />
                    ) : null}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{other.name}</span>
                      <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">{shortTime(f, conversation.updatedAt)}</span>
                    </span>
                    {conversation.listingTitle ? (
                      <span className="block truncate text-xs text-emerald-800 dark:text-emerald-300">{conversation.listingTitle}</span>
                    ) : null}
                    <span className="flex items-center justify-between gap-2">
                      <span
                        className={`truncate text-sm ${unread ? 'font-semibold text-gray-900 dark:text-gray-100' : 'text-gray-600 dark:text-gray-400'}`}
                      >
                        {preview(t, conversation, me)}
                      </span>
                      {unread ? (
                        <span
                          data-testid="conversation-unread"
                          className="min-w-5 shrink-0 rounded-full bg-red-600 px-1.5 text-center text-[11px] leading-5 font-bold text-white"
                        >
                          {unread}
                          <span className="sr-only"> {t('list.unread')}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
