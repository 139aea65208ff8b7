import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

/** What a customer sees: promos are the sellers' tool, and where to go next. */
export function SellersOnly() {
  return (
    <section aria-labelledby="promos-sellers-only" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40">
      <h2 id="promos-sellers-only" className="flex items-center gap-2 text-lg font-bold">
        <Store aria-hidden="true" className="size-5" />
        Promos are for sellers
      </h2>
      <p className="mt-2 text-gray-800 dark:text-gray-200">
        Sellers create promo codes (money off an order, or off delivery) for their buyers. Your account is a customer account: when a seller gives you a code, enter it at checkout.
      </p>
      <Link to={paths.account.getHref()} className={`${buttonClasses('primary')} mt-4`}>
        Go to your account
      </Link>
    </section>
  );
}
