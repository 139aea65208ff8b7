import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ViewHeading } from './view-heading';

const panel = 'space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/50';
const icon = <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-800 dark:text-emerald-300" />;

/** The application was approved: the account sells from now on, with the same sign-in. */
export function SellerApproved({ application, focus }: { application: SellerApplication; focus?: boolean }) {
  return (
    <section aria-labelledby="seller-approved-title" className={panel}>
      <ViewHeading id="seller-approved-title" focus={focus}>
        {icon}
        You can now sell on Dwa
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Your application for {application.business_name} was approved. Post your first listing and buyers across Ghana can find it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          Post your first listing
        </Link>
        <Link to={paths.account.getHref()} className={buttonClasses('outline')}>
          Go to your account
        </Link>
      </div>
    </section>
  );
}

/** A seller or an admin: nothing to apply for. */
export function AlreadySeller() {
  return (
    <section aria-labelledby="seller-already-title" className={panel}>
      <ViewHeading id="seller-already-title">
        {icon}
        You can already sell on Dwa
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">Your account is a seller account: post an ad, or manage the ones you have.</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          Post a Classified Listing
        </Link>
        <Link to={paths.manageListings.getHref()} className={buttonClasses('outline')}>
          Manage listings
        </Link>
      </div>
    </section>
  );
}
