import { Link } from '../../lib/router';
import { Store } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
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
    >
      <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
        {t('seller.upgrade')}
      </Link>
      <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
        {t('seller.browse')}
      </Link>
    </DeadEnd>
  );
}
