import { Link } from 'react-router';
import { Car, House, Megaphone, Smartphone, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Carousel } from '../../../components/ui/carousel';

type Banner = { key: string; eyebrow: string; title: string; text: string; cta: string; href: string; Icon: LucideIcon; tone: string };

const BANNER_INTERVAL_MS = 6000;

const BANNERS: Banner[] = [
  {
    key: 'marketplace',
    eyebrow: 'Dwa Classifieds',
    title: 'Buy and sell anything in Ghana',
    text: 'Ads from sellers in all 16 regions, new every day.',
    cta: 'Start Exploring',
    href: paths.listings.getHref(),
    Icon: Store,
    tone: 'from-emerald-900 to-emerald-700',
  },
  {
    key: 'electronics',
    eyebrow: 'Electronics',
    title: 'Phones, laptops and gadgets',
    text: 'From Samsung and iPhone to TVs and solar kits.',
    cta: 'Shop Electronics',
    href: paths.listings.getHref({ category: 'Electronics' }),
    Icon: Smartphone,
    tone: 'from-sky-900 to-blue-700',
  },
  {
    key: 'vehicles',
    eyebrow: 'Vehicles',
    title: 'Cars, motorbikes and parts',
    text: 'Home-used cars, trucks, okadas and spare parts.',
    cta: 'Shop Vehicles',
    href: paths.listings.getHref({ category: 'Vehicles' }),
    Icon: Car,
    tone: 'from-orange-900 to-red-700',
  },
  {
    key: 'property',
    eyebrow: 'Property',
    title: 'Homes and land to rent or buy',
    text: 'Apartments, houses, shops and documented plots.',
    cta: 'Find Property',
    href: paths.listings.getHref({ category: 'Property' }),
    Icon: House,
    tone: 'from-violet-900 to-purple-700',
  },
  {
    key: 'sell',
    eyebrow: 'Sell on Dwa',
    title: 'Sell faster with a Featured ad',
    text: 'Post your ad in minutes and reach buyers near you.',
    cta: 'Post an Ad',
    href: paths.postListing.getHref(),
    Icon: Megaphone,
    tone: 'from-gray-900 to-slate-700',
  },
];

function BannerSlide({ banner }: { banner: Banner }) {
  const { Icon } = banner;
  return (
    <div className={`relative flex h-full items-center overflow-hidden bg-gradient-to-br px-14 py-8 text-white sm:px-16 ${banner.tone}`}>
      <div className="relative z-10 max-w-lg">
        <p className="text-xs font-bold tracking-widest text-white/85 uppercase">{banner.eyebrow}</p>
        <p className="mt-1 text-2xl leading-tight font-bold sm:text-4xl">{banner.title}</p>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{banner.text}</p>
        <Link
          to={banner.href}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-gray-950 hover:bg-gray-100"
        >
          {banner.cta}
        </Link>
      </div>
      <Icon aria-hidden="true" strokeWidth={1.25} className="absolute -right-6 -bottom-6 size-44 text-white/15 sm:right-10 sm:bottom-auto sm:size-56 sm:text-white/25" />
    </div>
  );
}

export function BannerCarousel() {
  return (
    <section id="classifieds-banner" aria-label="Highlights" className="mx-auto max-w-7xl px-4 pt-4">
      <Carousel
        label="Highlights"
        itemName="banner"
        intervalMs={BANNER_INTERVAL_MS}
        className="h-72 rounded-2xl sm:h-80"
        slides={BANNERS.map((banner) => ({ key: banner.key, content: <BannerSlide banner={banner} /> }))}
      />
    </section>
  );
}
