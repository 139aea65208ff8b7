import { useEffect } from 'react';
import { Link, NavLink } from '../../lib/router';
import { Menu, X } from 'lucide-react';
import { paths } from '../../config/paths';
import { Logo } from '../../components/ui/logo';
import { useMenuOpen } from '../../hooks/use-menu-open';
import { ThemeToggle } from './theme-toggle';
import { LanguageSelect } from './header/language-select';
import { useT } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/i18n';

const LINKS = [
  { to: paths.home.getHref(), label: 'nav.home', end: true },
  { to: paths.ecommerce.getHref(), label: 'nav.ecommerce' },
  { to: paths.classifieds.getHref(), label: 'nav.classifieds' },
  { to: paths.ride.getHref(), label: 'nav.ride' },
  { to: paths.delivery.getHref(), label: 'nav.deliver' },
  { to: paths.profile.getHref(), label: 'nav.about' },
] as const satisfies readonly { to: string; label: MessageKey; end?: boolean }[];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
    isActive
      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-950 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

export function GlobalNav() {
  const [open, setOpen] = useMenuOpen();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <header
      id="site-header"
      className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95"
    >
      <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl px-4">
        <div className="flex h-16 items-center gap-3">
          <Link to={paths.home.getHref()} aria-label="Dwa" className="flex items-center gap-2 rounded-lg">
            <Logo size={36} />
            <span aria-hidden="true" className="text-xl font-extrabold tracking-tight">
              Dwa
            </span>
          </Link>
          <ul className="ms-4 hidden items-center gap-1 md:flex">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="ms-auto flex items-center gap-2">
            <ThemeToggle />
            <button
              type="button"
              aria-label={t('nav.menu')}
              aria-expanded={open}
              aria-controls="main-menu"
              onClick={() => setOpen((value) => !value)}
              className="inline-flex size-10 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 md:hidden dark:text-gray-100 dark:hover:bg-gray-800"
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <ul id="main-menu" hidden={!open} className="space-y-1 border-t border-gray-200 py-3 md:hidden dark:border-gray-800">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={'end' in link} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {/* On a phone the page's own header has no room for it: every page's language is here. */}
          <li className="border-t border-gray-200 px-3 pt-3 dark:border-gray-800">
            <LanguageSelect className="justify-between" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
