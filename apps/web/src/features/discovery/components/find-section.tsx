import { Link } from '../../../lib/router';
import { ChevronRight } from 'lucide-react';
import { FIND_TILES } from '../data/find-tiles';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

export function FindSection({ onSeeAllCategories }: { onSeeAllCategories: () => void }) {
  const t = useT(classifiedsMessages);
  return (
    <section id="classifieds-find" aria-labelledby="classifieds-find-title" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="classifieds-find-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('find.title')}
        </h2>
        <button
          id="classifieds-all-categories"
          type="button"
          aria-haspopup="dialog"
          onClick={onSeeAllCategories}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
        >
          {t('find.all')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ul className="mt-4 grid grid-cols-4 gap-x-2 gap-y-4 sm:grid-cols-7">
        {FIND_TILES.map(({ label, href, Icon }) => (
          <li key={label}>
            <Link to={href} className="group flex flex-col items-center gap-2 rounded-xl p-1 text-center text-sm font-medium">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-800 ring-1 ring-emerald-100 transition group-hover:bg-emerald-100 sm:size-20 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900 dark:group-hover:bg-emerald-900">
                <Icon aria-hidden="true" strokeWidth={1.5} className="size-8 sm:size-9" />
              </span>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
