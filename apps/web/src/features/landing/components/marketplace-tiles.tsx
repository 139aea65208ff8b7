import { Bike, Megaphone, Package, Search, ShoppingBag, Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { LinkTile, type Tile } from '../../../components/ui/link-tile';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

// The spec's tiles lead to /listings, /ecommerce, /classifieds, /account and /delivery; six tiles
// cover all five: selling online starts on the classifieds home (its SELL card and 'Start Selling
// ASAP'), posting an ad goes through /account like the header's Post AD button, and both delivery
// tiles open the delivery landing, which serves customers and couriers alike (Become a Courier at
// its courier section, where the application form is).
const TILES = [
  { title: 'tiles.shop', text: 'tiles.shopText', href: paths.ecommerce.getHref(), Icon: ShoppingBag },
  { title: 'tiles.sell', text: 'tiles.sellText', href: paths.classifieds.getHref(), Icon: Store },
  { title: 'tiles.post', text: 'tiles.postText', href: paths.account.getHref(), Icon: Megaphone },
  { title: 'tiles.browse', text: 'tiles.browseText', href: paths.listings.getHref(), Icon: Search },
  { title: 'tiles.delivery', text: 'tiles.deliveryText', href: paths.delivery.getHref(), Icon: Package },
  { title: 'tiles.courier', text: 'tiles.courierText', href: paths.delivery.getHref('courier'), Icon: Bike },
] as const satisfies readonly Tile[];

export function MarketplaceTiles() {
  const t = useT(landingMessages);
  return (
    <section id="marketplace" aria-labelledby="marketplace-title" className="bg-gray-50 py-12 dark:bg-gray-900/60">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="marketplace-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('tiles.title')}
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('tiles.intro')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {TILES.map((tile) => (
            <LinkTile
              key={tile.title}
              {...tile}
              title={t(tile.title)}
              text={t(tile.text)}
              className="p-4 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-gray-950 dark:hover:border-emerald-500"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
