import { Bike, Megaphone, Package, Search, ShoppingBag, Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { LinkTile, type Tile } from '../../../components/ui/link-tile';

// The spec's tiles lead to /listings, /ecommerce, /classifieds, /account and /delivery; six tiles
// cover all five: selling online starts on the classifieds home (its SELL card and 'Start Selling
// ASAP'), posting an ad goes through /account like the header's Post AD button, and both delivery
// tiles open the delivery landing, which serves customers and couriers alike (Become a Courier at
// its courier section, where the application form is).
const TILES: Tile[] = [
  { title: 'Shop Products', text: 'Buy from sellers across Ghana.', href: paths.ecommerce.getHref(), Icon: ShoppingBag },
  { title: 'Sell Online', text: 'Reach buyers in the classifieds.', href: paths.classifieds.getHref(), Icon: Store },
  { title: 'Post an Ad', text: 'List an item in a few minutes.', href: paths.account.getHref(), Icon: Megaphone },
  { title: 'Browse Listings', text: 'Explore everything for sale.', href: paths.listings.getHref(), Icon: Search },
  { title: 'Request Delivery', text: 'Same-day pickup and drop-off.', href: paths.delivery.getHref(), Icon: Package },
  { title: 'Become a Courier', text: 'Deliver parcels and earn.', href: paths.delivery.getHref('courier'), Icon: Bike },
];

export function MarketplaceTiles() {
  return (
    <section id="marketplace" aria-labelledby="marketplace-title" className="bg-gray-50 py-12 dark:bg-gray-900/60">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="marketplace-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Explore the marketplace
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">Pick where you want to start.</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {TILES.map((tile) => (
            <LinkTile
              key={tile.title}
              {...tile}
              className="p-4 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-gray-950 dark:hover:border-emerald-500"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
