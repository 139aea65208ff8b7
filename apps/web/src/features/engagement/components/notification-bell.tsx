import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { badgeCount } from '@dwa/shared/text';
import { paths } from '../../../config/paths';
import { useAuthToken } from '../../../hooks/use-session';
import { useUnreadNotifications } from '../api/get-unread-count';

/** The header's bell: a link to /notifications with the unread count ('99+' above 99). */
export function NotificationBell({ className = '' }: { className?: string }) {
  const unread = useUnreadNotifications(useAuthToken());
  const badge = badgeCount(unread.data ?? 0);
  return (
    <Link to={paths.notifications.getHref()} aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'} className={`relative ${className}`}>
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
