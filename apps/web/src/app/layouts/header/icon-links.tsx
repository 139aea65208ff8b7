import { Link } from '../../../lib/router';
import { Heart, MessageCircle, ShoppingCart } from 'lucide-react';
import { badgeCount } from '@dwa/shared/text';
import { paths } from '../../../config/paths';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { useUnreadCount } from '../../../features/chat/hooks/use-unread-count';
import { useCartCount } from '../../../hooks/use-cart-count';
import { useT } from '../../../lib/i18n/i18n-context';

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

export function WishlistLink() {
  const t = useT();
  return (
    <Link to={paths.wishlist.getHref()} aria-label={t('header.wishlist')} className={iconLink}>
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}

export function MessagesLink() {
  const t = useT();
  const unread = useUnreadCount();
  const badge = badgeCount(unread);
  return (
    <Link
      to={paths.messages.getHref()}
      aria-label={badge ? t('header.messagesUnread', { badge }) : t('header.messages')}
      className={iconLink}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute top-1 end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** The cart, with its units for a signed-in person (a tiny query: the shop itself loads with its pages). */
export function CartLink() {
  const t = useT();
  const count = useCartCount();
  const badge = badgeCount(count);
  return (
    <Link to={paths.cart.getHref()} aria-label={badge ? t('header.cartItems', { count, badge }) : t('header.cart')} className={iconLink}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute top-1 end-0.5 min-w-5 rounded-full bg-emerald-700 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** Signed in only (the user menu shows it): the bell with the unread notifications. */
export function NotificationsLink() {
  return <NotificationBell className={iconLink} />;
}
