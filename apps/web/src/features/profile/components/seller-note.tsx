import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

/** Customers cannot change their own type here (spec section 6): they apply to become a seller. */
export function SellerNote() {
  return (
    <aside aria-labelledby="seller-note-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/50">
      <h2 id="seller-note-title" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
        <Store aria-hidden="true" className="size-5" />
        Want to sell on Dwa?
      </h2>
      <p className="mt-2 text-sm text-amber-950 dark:text-amber-100">
        Selling needs a seller account. Apply with your business name, address and phone; the answer shows on the application page.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to={paths.becomeSeller.getHref()} className={buttonClasses('primary')}>
          Become a Seller
        </Link>
        <Link to={paths.seller.getHref()} className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-950 underline underline-offset-4 dark:text-amber-100">
          How selling on Dwa works
        </Link>
      </div>
    </aside>
  );
}
