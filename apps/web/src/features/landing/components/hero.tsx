import type { RefObject } from 'react';
import { paths } from '../../../config/paths';
import { HeroIntro } from '../../../components/ui/hero-intro';
import { HeroIllustration } from './hero-illustration';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

export function Hero({ onStartTour, tourButtonRef }: { onStartTour: () => void; tourButtonRef: RefObject<HTMLButtonElement | null> }) {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-16 md:grid-cols-2">
        <HeroIntro
          titleId="hero-title"
          titleSize="text-4xl"
          badge={t('hero.badge')}
          title={t('hero.title')}
          text={t('hero.text')}
          start={{ href: paths.listings.getHref(), label: t('hero.start') }}
          tour={{ label: t('hero.tour'), onClick: onStartTour, buttonRef: tourButtonRef }}
        />
        <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block" />
      </div>
    </section>
  );
}
