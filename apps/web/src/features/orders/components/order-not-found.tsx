import { Link } from '../../../lib/router';
import { PackageX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** An order that does not exist, or is not the viewer's: the same words either way. */
export function OrderNotFound() {
  const t = useT(ordersMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <PackageX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.purchases.getHref()} className={buttonClasses('primary')}>
          {t('myPurchases')}
        </Link>
        <Link to={paths.mySales.getHref()} className={buttonClasses('outline')}>
          {t('mySales')}
        </Link>
      </div>
    </section>
  );
}
