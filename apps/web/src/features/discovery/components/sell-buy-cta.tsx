import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';

export function SellBuyCta() {
  return (
    <section id="classifieds-cta" aria-labelledby="classifieds-cta-title" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-emerald-900 to-emerald-700 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 id="classifieds-cta-title" className="text-2xl font-bold tracking-tight">
            Have something to sell?
          </h2>
          <p className="mt-1 text-white/90">Post your ad for free and reach buyers across Ghana, or find your next bargain today.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={paths.postListing.getHref()} className={buttonClasses('inverse', 'lg')}>
            Start Selling
          </Link>
          <Link to={paths.listings.getHref()} className={buttonClasses('inverse-outline', 'lg')}>
            Start Buying
          </Link>
        </div>
      </div>
    </section>
  );
}
