import { Link } from '../../../lib/router';
import { Percent, Shirt, Watch } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';
import { ClassifiedsCarousel } from './classifieds-carousel';

// The spec's promotional banners, advancing every 2.5 s; 'Shop Now' opens the matching search.
const PROMO_INTERVAL_MS = 2500;

/** `key` names the item in the classifieds' messages (promo.<key>). */
type Promo = { key: 'all' | 'dress' | 'watch'; percent: number; href: string; Icon: LucideIcon; tone: string };

const PROMOS: Promo[] = [
  { key: 'all', percent: 44, href: paths.listings.getHref(), Icon: Percent, tone: 'from-amber-300 to-orange-300' },
  {
    key: 'dress',
    percent: 44,
    href: paths.listings.getHref({ category: 'Fashion', subCategory: 'Women' }),
    Icon: Shirt,
    tone: 'from-pink-200 to-rose-300',
  },
  {
    key: 'watch',
    percent: 35,
    href: paths.listings.getHref({ category: 'Fashion', subCategory: 'Accessories' }),
    Icon: Watch,
    tone: 'from-sky-200 to-cyan-300',
  },
];

function PromoSlide({ promo }: { promo: Promo }) {
  const { Icon } = promo;
  const t = useT(classifiedsMessages);
  return (
    <div
      className={`relative flex h-full items-center justify-between overflow-hidden bg-gradient-to-r px-14 text-gray-950 sm:px-20 ${promo.tone}`}
    >
      <div className="relative z-10">
        <p className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {t('promo.off', { percent: promo.percent })}{' '}
          <span className="block text-xl font-semibold sm:text-2xl">{t(`promo.${promo.key}`)}</span>
        </p>
        <Link
          to={promo.href}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-gray-950 px-5 text-sm font-semibold text-white hover:bg-gray-800"
        >
          {t('promo.shop')}
        </Link>
      </div>
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className="absolute -right-4 size-40 text-gray-950/15 sm:relative sm:right-0 sm:size-48 sm:text-gray-950/25"
      />
    </div>
  );
}

export function PromoCarousel() {
  return (
    <ClassifiedsCarousel
      id="classifieds-promos"
      kind="promos"
      intervalMs={PROMO_INTERVAL_MS}
      sectionClassName="pt-10"
      className="h-56 rounded-2xl sm:h-64"
      slides={PROMOS.map((promo) => ({ key: promo.key, content: <PromoSlide promo={promo} /> }))}
    />
  );
}
