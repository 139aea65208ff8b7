import { Store } from 'lucide-react';
import { paths } from '../../config/paths';
import { DeadEnd } from '../../components/ui/dead-end';
import { useT } from '../../lib/i18n/i18n-context';
import { accessMessages } from '../../lib/i18n/catalogs/access';

export function SellerAccessRequired() {
  const t = useT(accessMessages);
  return (
    <DeadEnd
      icon={<Store aria-hidden="true" className="size-12 text-amber-600 dark:text-amber-400" />}
      title={t('seller.title')}
      text={t('seller.text')}
      links={[
        { to: paths.becomeSeller.getHref(), label: t('seller.upgrade') },
        { to: paths.listings.getHref(), label: t('seller.browse') },
      ]}
    />
  );
}
