import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { ChevronRight } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/i18n-context';
import { categoriesMessages } from '../../../lib/i18n/catalogs/categories';
import { ALL_CATEGORIES, filterCategories } from './category-links';

export function AllCategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const t = useT();
  const names = useT(categoriesMessages);
  const [query, setQuery] = useState('');
  const matches = filterCategories(ALL_CATEGORIES, query, names);

  return (
    <Dialog open={open} onClose={onClose} title={t('categories.all')} placement="left">
      <label htmlFor={inputId} className="sr-only">
        {t('categories.search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('categories.search')}
        autoComplete="off"
        className="mb-3 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm dark:border-gray-700 dark:bg-gray-950"
      />
      {matches.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-gray-600 dark:text-gray-400">{t('categories.none')}</p>
      ) : (
        <ul className="space-y-0.5">
          {matches.map((category) => (
            <li key={category.label}>
              <Link
                to={category.href}
                onClick={onClose}
                className="flex min-h-11 items-center justify-between rounded-lg px-3 text-sm font-medium hover:bg-gray-100 dark:hover:bg-gray-800"
              >
                {names(category.label)}
                <ChevronRight aria-hidden="true" className="size-4 text-gray-500 dark:text-gray-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
