import { PackageX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { DeadEnd } from '../../../components/ui/dead-end';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** An order that does not exist, or is not the viewer's: the same words either way. */
export function OrderNotFound() {
  const t = useT(ordersMessages);
  return (
    <DeadEnd
      icon={<PackageX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      links={[
        { to: paths.purchases.getHref(), label: t('myPurchases') },
        { to: paths.mySales.getHref(), label: t('mySales') },
      ]}
    />
  );
}
