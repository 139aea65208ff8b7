import { Link } from '../../../lib/router';
import { BadgeCheck } from 'lucide-react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ViewHeading } from './view-heading';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

const panel = 'space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/50';
const icon = <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-800 dark:text-emerald-300" />;

/** The application was approved: the account sells from now on, with the same sign-in. */
export function SellerApproved({ application, focus }: { application: SellerApplication; focus?: boolean }) {
  const t = useT(sellersMessages);
  return (
    <section aria-labelledby="seller-approved-title" className={panel}>
      <ViewHeading id="seller-approved-title" focus={focus}>
        {icon}
        {t('approved.title')}
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">{t('approved.text', { business: application.business_name })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          {t('approved.post')}
        </Link>
        <Link to={paths.account.getHref()} className={buttonClasses('outline')}>
          {t('approved.account')}
        </Link>
      </div>
    </section>
  );
}

/** A seller or an admin: nothing to apply for. */
export function AlreadySeller() {
  const t = useT(sellersMessages);
  return (
    <section aria-labelledby="seller-already-title" className={panel}>
      <ViewHeading id="seller-already-title">
        {icon}
        {t('already.title')}
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">{t('already.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          {t('already.post')}
        </Link>
        <Link to={paths.manageListings.getHref()} className={buttonClasses('outline')}>
          {t('already.manage')}
        </Link>
      </div>
    </section>
  );
}
