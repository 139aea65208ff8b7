import { Link } from '../../../lib/router';
import { Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';

/** Customers cannot change their own type here (spec section 6): they apply to become a seller. */
export function SellerNote() {
  const t = useT(profileMessages);
  return (
    <aside
      aria-labelledby="seller-note-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/50"
    >
      <h2 id="seller-note-title" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <Store aria-hidden="true" className="size-5" />
        {t('note.title')}
      </h2>
      <p className="mt-2 text-sm text-amber-950 dark:text-amber-100">{t('note.text')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
          {t('note.become')}
        </Link>
        <Link
          to={paths.seller.getHref()}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-950 underline underline-offset-4 dark:text-amber-100"
        >
          {t('note.how')}
        </Link>
      </div>
    </aside>
  );
}
