import { useState } from 'react';
import { Link } from '../../../lib/router';
import { SlidersHorizontal, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { CategoriesBar } from './categories-bar';
import { CartLink, MessagesLink, WishlistLink } from './icon-links';
import { LanguageSelect } from './language-select';
import { CurrencySelect } from './locale-selects';
import { SearchForm } from './search-form';
import { ThemeNotice } from './theme-notice';
import { UserMenu } from './user-menu';
import { useT } from '../../../lib/i18n/i18n-context';

function OrderTrackingLink() {
  const t = useT();
  return (
    <Link
      to={paths.deliveryRequest.getHref()}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-gray-700 hover:text-emerald-800 dark:text-gray-300 dark:hover:text-emerald-300"
    >
      <Truck aria-hidden="true" className="size-4" />
      {t('header.orderTracking')}
    </Link>
  );
}

/** The full storefront header of /classifieds*, /signin and /signup. */
export function StorefrontHeader() {
  const [optionsOpen, setOptionsOpen] = useState(false);
  const t = useT();
  return (
    <section
      data-page-header
      aria-label={t('header.store')}
      className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950"
    >
      <ThemeNotice />
      <div className="hidden border-b border-gray-200 bg-gray-50 md:block dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-1">
          <LanguageSelect />
          <CurrencySelect />
          <div className="ms-auto">
            <OrderTrackingLink />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 md:flex-nowrap md:gap-4">
        <button
          type="button"
          aria-label={t('header.storeOptions')}
          aria-expanded={optionsOpen}
          aria-controls="store-options"
          onClick={() => setOptionsOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
        </button>
        <SearchForm className="order-last w-full md:order-none md:flex-1" />
        <div className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1">
          <WishlistLink />
          <MessagesLink />
          <CartLink />
          <UserMenu />
        </div>
      </div>
      <div id="store-options" hidden={!optionsOpen} className="border-t border-gray-200 px-4 py-3 md:hidden dark:border-gray-800">
        <div className="flex flex-col gap-3">
          <LanguageSelect className="justify-between" />
          <CurrencySelect className="justify-between" />
          <OrderTrackingLink />
          <Link to={paths.account.getHref()} className={buttonClasses('accent', 'sm', 'self-start')}>
            {t('header.postAd')}
          </Link>
        </div>
      </div>
      <CategoriesBar />
    </section>
  );
}
