import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';

export function SellerAccessRequired() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title="Seller Access Required" />
      <Store aria-hidden="true" className="size-12 text-amber-600 dark:text-amber-400" />
      <h1 className="text-3xl font-bold tracking-tight">Seller Access Required</h1>
      <p className="text-gray-700 dark:text-gray-300">
        This feature is only available for seller accounts. Customers can browse and purchase items, but cannot manage listings.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
          Upgrade to Seller
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          Browse Listings
        </Link>
      </div>
    </section>
  );
}
