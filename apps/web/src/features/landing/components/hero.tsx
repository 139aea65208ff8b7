import type { RefObject } from 'react';
import { Link } from '../../../lib/router';
import { ArrowRight, Compass } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { HeroIllustration } from './hero-illustration';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

export function Hero({ onStartTour, tourButtonRef }: { onStartTour: () => void; tourButtonRef: RefObject<HTMLButtonElement | null> }) {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-16 md:grid-cols-2">
        <div>
          <p className="mb-3 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
            {t('hero.badge')}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-gray-700 dark:text-gray-300">{t('hero.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.listings.getHref()} className={buttonClasses('primary', 'lg')}>
              {t('hero.start')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Button ref={tourButtonRef} variant="outline" size="lg" onClick={onStartTour}>
              <Compass aria-hidden="true" className="size-5" />
              {t('hero.tour')}
            </Button>
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block" />
      </div>
    </section>
  );
}
