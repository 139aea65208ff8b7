import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { badgeCount } from '@dwa/shared/text';
import { paths } from '../../../config/paths';
import { useAuthToken } from '../../../hooks/use-session';
import { useUnreadNotifications } from '../api/get-unread-count';
import { notificationsKeys } from '../api/query-keys';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The header's bell: a link to /notifications with the unread count ('99+' above 99). A
 * `notification` frame (something was just added, e.g. a ride called off) makes it read the count
 * again at once; the socket's client loads on demand, so a visitor's first page carries none of it.
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const viewer = useAuthToken();
  const unread = useUnreadNotifications(viewer);
  const queryClient = useQueryClient();
  const t = useT();
  useEffect(() => {
    if (!viewer) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../../lib/realtime').then(({ realtime }) => {
      if (cancelled) return;
      stop = realtime.subscribe('notification', () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, viewer]);
  const badge = badgeCount(unread.data ?? 0);
  return (
    <Link
      to={paths.notifications.getHref()}
      aria-label={badge ? t('menu.notificationsUnread', { badge }) : t('menu.notifications')}
      className={`relative ${className}`}
    >
      <Bell aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
