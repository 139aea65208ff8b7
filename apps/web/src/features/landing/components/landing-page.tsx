import { useMemo, useRef } from 'react';
import { GuidedTour, TourTemplate } from '../../../components/ui/guided-tour';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { useSplashShowing } from '../../../hooks/use-splash-showing';
import { LANDING_TOUR_KEYS, TOUR_STEPS } from '../data/tour-steps';
import { whenSeen } from '../../../components/when-seen';
import { Hero } from './hero';
import { ServicesGrid } from './services-grid';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

// Below the hero and the services, the page hydrates as it comes near the screen (ADR 050): the
// server renders it in full, and the tour finds its sections by id in the server's HTML.
const LandingBelowFold = whenSeen(async () => (await import('./landing-below-fold')).LandingBelowFold);
const LandingFooter = whenSeen(async () => (await import('./landing-footer')).LandingFooter);

/** The tour's steps in the page's language. */
function useTourSteps() {
  const t = useT(landingMessages);
  return useMemo(() => TOUR_STEPS.map((step) => ({ ...step, title: t(step.title), body: t(step.body) })), [t]);
}

/** What the server writes after the page for the islands (ADR 100): the tour's dialogs. */
export function LandingIslands() {
  return <TourTemplate steps={useTourSteps()} keys={LANDING_TOUR_KEYS} scroll="always" />;
}

export function LandingPage() {
  // The tour starts by itself the first time, once the splash is gone.
  const splashShowing = useSplashShowing();
  const tour = useGuidedTour(TOUR_STEPS.length, LANDING_TOUR_KEYS, { autoStart: !splashShowing });
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT(landingMessages);
  const steps = useTourSteps();
  return (
    <>
      <title>{t('title')}</title>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Hero onStartTour={tour.start} tourButtonRef={tourButtonRef} />
        <ServicesGrid />
        <LandingBelowFold />
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
