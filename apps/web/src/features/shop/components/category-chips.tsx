import { Link } from '../../../lib/router';
import type { MouseEvent } from 'react';
import { keepScrollOnNextNavigation } from '../../../lib/scroll-memory';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShopCategories } from '../api/get-shop-categories';
import { useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

/** A chip changes the list below it in place: the page keeps its scroll (not when opened in a new tab). */
function keepScrollInPlace(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) keepScrollOnNextNavigation();
}

function Chip({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      onClick={keepScrollInPlace}
      aria-current={active ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
        active
          ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950'
          : 'border-gray-300 bg-white text-gray-800 hover:border-emerald-700 hover:text-emerald-800 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-200 dark:hover:border-emerald-400 dark:hover:text-emerald-300'
      }`}
    >
      {children}
    </Link>
  );
}

const label = (name: string, count?: number) => (count === undefined ? name : `${name} (${count})`);

/** All, then each category that has products; the chosen one stays even when it has none left. */
export function CategoryChips({ current }: { current: string }) {
  const facets = useShopCategories();
  const t = useT(shopMessages);
  const catalogue = useCatalogueText();
  const categories = facets.data?.categories ?? [];
  const shown = !current || categories.some((item) => item.name === current) ? categories : [...categories, { name: current, count: 0 }];
  return (
    <nav aria-label={t('chips')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <li className="shrink-0">
          <Chip to={paths.ecommerce.getHref()} active={!current}>
            {label(t('chips.all'), facets.data?.total)}
          </Chip>
        </li>
        {shown.map((item) => (
          <li key={item.name} className="shrink-0">
            <Chip to={paths.ecommerce.getHref(item.name)} active={item.name === current}>
              {label(catalogue.category(item.name), facets.isSuccess ? item.count : undefined)}
            </Chip>
          </li>
        ))}
        {facets.isPending
          ? [0, 1, 2].map((key) => (
              <li key={key} aria-hidden="true" className="shrink-0">
                <Skeleton className="h-11 w-28 rounded-full" />
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
