import { Link } from '../../lib/router';
import { Store } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';
import { useT } from '../../lib/i18n/i18n-context';
import { accessMessages } from '../../lib/i18n/catalogs/access';

export function SellerAccessRequired() {
  const t = useT(accessMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('seller.title')} />
      <Store aria-hidden="true" className="size-12 text-amber-600 dark:text-amber-400" />
      <h1 className="text-3xl font-bold tracking-tight">{t('seller.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('seller.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
          {t('seller.upgrade')}
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          {t('seller.browse')}
        </Link>
      </div>
    </section>
  );
}
