// The account menu of a signed-in person, loaded once someone is signed in (a visitor's first page
// carries none of it).
import { useEffect, useId, useRef } from 'react';
import { Link } from '../../../lib/router';
import { ChevronDown, LogOut } from 'lucide-react';
import { badgeCount } from '@dwa/shared/text';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Switch } from '../../../components/ui/switch';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useUnreadNotifications } from '../../../features/notifications/api/get-unread-count';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { useMenuOpen } from '../../../hooks/use-menu-open';
import { useTheme } from '../../../hooks/use-theme';
import type { Me } from '../../../lib/me';
import { profilePictureUrl } from '../../../lib/media-url';
import { isAdmin } from '../../../lib/roles';
import { useAuthToken } from '../../../hooks/use-session';
import { NotificationsLink } from './icon-links';
import { LanguageSelect } from './language-select';
import { NOTIFICATIONS_KEY } from './preferences';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/i18n';

const MENU_LINKS: { label: MessageKey; href: string }[] = [
  { label: 'menu.profile', href: paths.profile.getHref() },
  { label: 'menu.purchases', href: paths.purchases.getHref() },
  { label: 'menu.likes', href: paths.likes.getHref() },
  { label: 'menu.manageListings', href: paths.manageListings.getHref() },
  { label: 'menu.mySales', href: paths.mySales.getHref() },
  { label: 'menu.earnings', href: paths.earnings.getHref() },
  { label: 'menu.disputes', href: paths.disputes.getHref() },
  { label: 'menu.promos', href: paths.discountsPromos.getHref() },
  { label: 'menu.sellingPreferences', href: paths.sellingPreferences.getHref() },
  { label: 'menu.settings', href: paths.profile.getHref() },
];

const itemClass =
  'flex min-h-10 w-full items-center rounded-md px-3 text-sm text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

/** The bell and the account menu. */
export function SignedInMenu({ user }: { user: Me }) {
  return (
    <>
      <NotificationsLink />
      <AccountMenu user={user} />
    </>
  );
}

function AccountMenu({ user }: { user: Me }) {
  const [open, setOpen] = useMenuOpen();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const t = useT();
  const { theme, setTheme } = useTheme();
  const [notifications, setNotifications] = useLocalSetting<'on' | 'off'>(NOTIFICATIONS_KEY, 'on');
  const avatar = profilePictureUrl(user.profilePicture);
  const unread = badgeCount(useUnreadNotifications(useAuthToken()).data ?? 0);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-lg px-1.5 hover:bg-gray-100 dark:hover:bg-gray-800"
      >
        <Avatar name={user.name} src={avatar} size={32} />
        <span className="sr-only">{t('menu.account')} </span>
        <span className="hidden max-w-32 truncate text-sm font-semibold lg:inline">{user.name}</span>
        <span className="sr-only lg:hidden">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-gray-500 dark:text-gray-400" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-2 shadow-xl dark:border-gray-700 dark:bg-gray-900"
      >
        <div className="flex items-center gap-3 border-b border-gray-200 px-2 pt-1 pb-3 dark:border-gray-800">
          <Avatar name={user.name} src={avatar} size={40} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-gray-600 dark:text-gray-400">{user.email}</p>
          </div>
        </div>
        <ul className="py-2">
          {isAdmin(user.userType) ? (
            <li>
              <Link to={paths.admin.getHref()} className={`${itemClass} font-semibold`}>
                {t('menu.admin')}
              </Link>
            </li>
          ) : null}
          {MENU_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={itemClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li className="flex items-center justify-between gap-2 pr-2">
            <Link to={paths.notifications.getHref()} className={`${itemClass} gap-2`}>
              {t('menu.notifications')}
              {unread ? (
                <span className="rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white">
                  {unread}
                  <span className="sr-only"> {t('menu.unread')}</span>
                </span>
              ) : null}
            </Link>
            <Switch
              label={t('menu.notifications')}
              checked={notifications === 'on'}
              onChange={(on) => setNotifications(on ? 'on' : 'off')}
            />
          </li>
          <li className="px-3 py-2">
            <LanguageSelect className="justify-between" />
          </li>
          <li className="flex min-h-10 items-center justify-between gap-2 px-3">
            <span className="text-sm text-gray-800 dark:text-gray-200" aria-hidden="true">
              {t('menu.darkMode')}
            </span>
            <Switch label={t('menu.darkMode')} checked={theme === 'dark'} onChange={(on) => setTheme(on ? 'dark' : 'light')} />
          </li>
        </ul>
        <div className="border-t border-gray-200 pt-2 dark:border-gray-800">
          <button type="button" onClick={logout} className={`${itemClass} gap-2 font-semibold text-red-700 dark:text-red-400`}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('menu.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
