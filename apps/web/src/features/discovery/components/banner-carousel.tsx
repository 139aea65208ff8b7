import { Link } from '../../../lib/router';
import { Car, House, Megaphone, Smartphone, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';
import { ClassifiedsCarousel } from './classifieds-carousel';

/** `key` names its words in the classifieds' messages: banner.<key>.eyebrow, .title, .text and .cta. */
type Banner = { key: 'marketplace' | 'electronics' | 'vehicles' | 'property' | 'sell'; href: string; Icon: LucideIcon; tone: string };

const BANNER_INTERVAL_MS = 6000;

const BANNERS: Banner[] = [
  {
    key: 'marketplace',
    href: paths.listings.getHref(),
    Icon: Store,
    tone: 'from-emerald-900 to-emerald-700',
  },
  {
    key: 'electronics',
    href: paths.listings.getHref({ category: 'Electronics' }),
    Icon: Smartphone,
    tone: 'from-sky-900 to-blue-700',
  },
  {
    key: 'vehicles',
    href: paths.listings.getHref({ category: 'Vehicles' }),
    Icon: Car,
    tone: 'from-orange-900 to-red-700',
  },
  {
    key: 'property',
    href: paths.listings.getHref({ category: 'Property' }),
    Icon: House,
    tone: 'from-violet-900 to-purple-700',
  },
  {
    key: 'sell',
    href: paths.postListing.getHref(),
    Icon: Megaphone,
    tone: 'from-gray-900 to-slate-700',
  },
];

function BannerSlide({ banner }: { banner: Banner }) {
  const { Icon, key } = banner;
  const t = useT(classifiedsMessages);
  return (
    <div className={`relative flex h-full items-center overflow-hidden bg-gradient-to-br px-14 py-8 text-white sm:px-16 ${banner.tone}`}>
      <div className="relative z-10 max-w-lg">
        <p className="text-xs font-bold tracking-widest text-white/85 uppercase">{t(`banner.${key}.eyebrow`)}</p>
        <p className="mt-1 text-2xl leading-tight font-bold sm:text-4xl">{t(`banner.${key}.title`)}</p>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{t(`banner.${key}.text`)}</p>
        <Link
          to={banner.href}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-gray-950 hover:bg-gray-100"
        >
          {t(`banner.${key}.cta`)}
        </Link>
      </div>
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className="absolute -right-6 -bottom-6 size-44 text-white/15 sm:right-10 sm:bottom-auto sm:size-56 sm:text-white/25"
      />
    </div>
  );
}

export function BannerCarousel() {
  return (
    <ClassifiedsCarousel
      id="classifieds-banner"
      kind="banners"
      intervalMs={BANNER_INTERVAL_MS}
      sectionClassName="pt-4"
      className="h-72 rounded-2xl sm:h-80"
      slides={BANNERS.map((banner) => ({ key: banner.key, content: <BannerSlide banner={banner} /> }))}
    />
  );
}
