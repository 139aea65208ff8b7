import { Link } from '../../../lib/router';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

/** Home › My Listings (sellers) or All Listings › the listing. */
export function ListingBreadcrumb({ title, isSeller }: { title: string; isSeller: boolean }) {
  const t = useT(listingDetailMessages);
  const shell = useT();
  const parent = isSeller
    ? { label: t('breadcrumb.mine'), href: paths.manageListings.getHref() }
    : { label: t('breadcrumb.all'), href: paths.listings.getHref() };
  const crumb = 'rounded text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300';
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex min-w-0 items-center gap-1 text-gray-600 dark:text-gray-400">
        <li>
          <Link to={paths.home.getHref()} className={crumb}>
            {shell('nav.home')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li className="shrink-0">
          <Link to={parent.href} className={crumb}>
            {parent.label}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate text-gray-800 dark:text-gray-200">
          {title}
        </li>
      </ol>
    </nav>
  );
}
