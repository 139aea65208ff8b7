import { Link } from '../../../lib/router';
import { Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

/** What a customer sees: promos are the sellers' tool, and where to go next. */
export function SellersOnly() {
  const t = useT(promosMessages);
  return (
    <section
      aria-labelledby="promos-sellers-only"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="promos-sellers-only" className="flex items-center gap-2 text-lg font-bold">
        <Store aria-hidden="true" className="size-5" />
        {t('sellers.title')}
      </h2>
      <p className="mt-2 text-gray-800 dark:text-gray-200">{t('sellers.text')}</p>
      <Link to={paths.account.getHref()} className={`${buttonClasses('primary')} mt-4`}>
        {t('sellers.account')}
      </Link>
    </section>
  );
}
