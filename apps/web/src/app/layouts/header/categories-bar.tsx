import { useState } from 'react';
import { Link } from '../../../lib/router';
import { LayoutGrid } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { LazyAllCategoriesDialog } from './lazy-all-categories-dialog';
import { CATEGORY_BAR } from './category-links';
import { useT } from '../../../lib/i18n/i18n-context';
import { categoriesMessages } from '../../../lib/i18n/catalogs/categories';

export function CategoriesBar() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const names = useT(categoriesMessages);
  return (
    <nav aria-label={t('categories.label')} className="border-t border-gray-200 dark:border-gray-800">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-lg bg-gray-100 px-3 text-sm font-semibold hover:bg-gray-200 dark:bg-gray-800 dark:hover:bg-gray-700"
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
          {t('categories.all')}
        </button>
        <ul className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
          {CATEGORY_BAR.map((category) => (
            <li key={category.label} className="shrink-0">
              <Link
                to={category.href}
                className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-950 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
              >
                {names(category.label)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden shrink-0 sm:block">
          <Link to={paths.account.getHref()} className={buttonClasses('accent', 'sm')}>
            {t('header.postAd')}
          </Link>
        </div>
      </div>
      <LazyAllCategoriesDialog open={open} onClose={() => setOpen(false)} />
    </nav>
  );
}
