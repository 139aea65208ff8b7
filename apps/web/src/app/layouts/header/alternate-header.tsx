import { useLocation } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { CartLink, MessagesLink, WishlistLink } from './icon-links';
import { LanguageSelect } from './language-select';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The simpler header of every page but the storefront pages (the landing's too): search, the
 * person's links (or Sign In and Sign Up) and, from tablets up, the language (on a phone it is in
 * the main menu). On Explore
 * (/listings) the page's own search box is the spec's (it searches as you type, with the filters
 * beside it), so the header leaves its identical one out: one 'Search for anything...' per page.
 */
export function AlternateHeader() {
  const { pathname } = useLocation();
  const t = useT();
  const onExplore = pathname === paths.listings.path;
  return (
    <section
      data-page-header
      aria-label={t('header.searchAndAccount')}
      className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 sm:flex-nowrap sm:gap-4">
        {onExplore ? null : <SearchForm className="order-last w-full sm:order-none sm:max-w-xl sm:flex-1" />}
        <div className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1">
          <LanguageSelect compact className="me-1 hidden md:flex" />
          <WishlistLink />
          <MessagesLink />
          <CartLink />
          <UserMenu />
        </div>
      </div>
    </section>
  );
}
