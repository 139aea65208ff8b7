import { useMemo, useRef } from 'react';
import { GuidedTour } from '../../../components/ui/guided-tour';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { useSplashShowing } from '../../../hooks/use-splash-showing';
import { LANDING_TOUR_KEYS, TOUR_STEPS } from '../data/tour-steps';
import { AppDownload } from './app-download';
import { Articles } from './articles';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { MarketplaceTiles } from './marketplace-tiles';
import { SellerChoice } from './seller-choice';
import { SellerOptions } from './seller-options';
import { ServicesGrid } from './services-grid';
import { Stats } from './stats';
import { TestimonialsCarousel } from './testimonials-carousel';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/areas/landing/en';

export function LandingPage() {
  // The tour starts by itself the first time, once the splash is gone.
  const splashShowing = useSplashShowing();
  const tour = useGuidedTour(TOUR_STEPS.length, LANDING_TOUR_KEYS, { autoStart: !splashShowing });
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT(landingMessages);
  const steps = useMemo(() => TOUR_STEPS.map((step) => ({ ...step, title: t(step.title), body: t(step.body) })), [t]);
  return (
    <>
      <title>{t('title')}</title>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Hero onStartTour={tour.start} tourButtonRef={tourButtonRef} />
        <ServicesGrid />
        <MarketplaceTiles />
        <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 lg:grid-cols-2">
          <SellerChoice />
          <SellerOptions />
        </div>
        <Stats />
        <TestimonialsCarousel />
        <Articles />
        <AppDownload />
        {tour.step !== null ? (
          <GuidedTour
            steps={steps}
            step={tour.step}
            startedByUser={tour.startedByUser}
            onNext={tour.next}
            onEnd={tour.end}
            returnFocusRef={tourButtonRef}
            scroll="always"
          />
        ) : null}
      </main>
      <LandingFooter />
    </>
  );
}
