import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Bell, Car, CheckCheck, Flag, Heart, MessageCircle, MessageSquare, Package, ShieldCheck, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { MoreButton } from '../../../components/ui/more-button';
import { Issue } from '../../../components/ui/issue';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useNotifications } from '../api/get-notifications';
import type { NotificationFilter } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { actionFailure } from '../../../lib/action-failure';
import { internalLink } from '../lib/notification-link';
import { timeAgo } from '../../../lib/time-ago';
import type { Notification } from '../types';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { notificationsMessages } from '../../../lib/i18n/catalogs/notifications';

const ICONS: Record<string, typeof Bell> = {
  comment: MessageSquare,
  reply: MessageSquare,
  like: Heart,
  report_review: Flag,
  deactivated: Flag,
  approved: ShieldCheck,
  id_verification: ShieldCheck,
  message: MessageCircle,
  courier_application: Truck,
  order: Package,
  delivery: Truck,
  ride: Car,
};

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const f = useFormat();
  const t = useT(notificationsMessages);
  const Icon = ICONS[item.kind] ?? Bell;
  const href = internalLink(item.link);
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          item.read
            ? 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400'
            : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200'
        }`}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={`block break-words ${item.read ? 'text-gray-800 dark:text-gray-200' : 'font-semibold text-gray-900 dark:text-gray-50'}`}
        >
          {item.read ? null : <span className="sr-only">{t('unread')} </span>}
          {/* Notices written from shared sentences (ADR 077) read in the page's language; others as sent. */}
          <Issue text={item.title} />
        </span>
        {item.body ? (
          <span className="mt-0.5 line-clamp-2 block text-sm break-words text-gray-700 dark:text-gray-300">
            <Issue text={item.body} />
          </span>
        ) : null}
        <time dateTime={item.created_at} className="mt-1 block text-xs text-gray-600 dark:text-gray-400">
          {timeAgo(f, item.created_at)}
        </time>
      </span>
      {item.read ? null : <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-emerald-600 dark:bg-emerald-400" />}
    </>
  );
  const rowClass = `flex w-full gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-gray-50 dark:hover:bg-gray-900 ${
    item.read ? '' : 'bg-emerald-50/60 dark:bg-emerald-950/30'
  }`;
  return (
    <li>
      {href ? (
        <Link to={href} onClick={() => onOpen(item)} className={rowClass}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={() => onOpen(item)} className={rowClass}>
          {content}
        </button>
      )}
    </li>
  );
}

/** One tab of the notifications page: newest first, unread ones marked, read when opened. */
export function NotificationsList({ type, empty }: { type: NotificationFilter; empty: ReactNode }) {
  const query = useNotifications(type);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const t = useT(notificationsMessages);

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">
        {t('loading')}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 dark:border-red-900 dark:bg-red-950/40"
      >
        <p className="text-sm font-medium text-red-800 dark:text-red-200">{failureText(query.error, t('loadFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <>{empty}</>;
  const unreadHere = items.some((item) => !item.read);

  function open(item: Notification) {
    if (!item.read) markRead.mutate(item.id);
  }

  return (
    <div>
      <div className="mb-3 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          disabled={!unreadHere || markAll.isPending}
          onClick={() =>
            markAll.mutate(type, {
              onError: (error) => notify.error(actionFailure(error, { failed: t('markFailed'), offline: t('markFailed.offline') })),
            })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('markAll')}
        </Button>
      </div>
      <ul aria-label={t('title')} className="divide-y divide-gray-100 dark:divide-gray-800">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={open} />
        ))}
      </ul>
      <MoreButton query={query} className="mt-6 flex justify-center" text={t('loadMore')} busyText={t('loadingMore')} />
    </div>
  );
}
