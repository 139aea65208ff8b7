import { useRef } from 'react';
import { TOUR_STEPS } from '../data/tour-steps';
import { useLandingTour } from '../hooks/use-landing-tour';
import { AppDownload } from './app-download';
import { Articles } from './articles';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingTour } from './landing-tour';
import { MarketplaceTiles } from './marketplace-tiles';
import { SellerChoice } from './seller-choice';
import { SellerOptions } from './seller-options';
import { ServicesGrid } from './services-grid';
import { Stats } from './stats';
import { TestimonialsCarousel } from './testimonials-carousel';

export function LandingPage() {
  const tour = useLandingTour(TOUR_STEPS.length);
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <title>Dwa | Buy, sell and deliver across Ghana</title>
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
          <LandingTour
            steps={TOUR_STEPS}
            step={tour.step}
            startedByUser={tour.startedByUser}
            onNext={tour.next}
            onEnd={tour.end}
            returnFocusRef={tourButtonRef}
          />
        ) : null}
      </main>
      <LandingFooter />
    </>
  );
}
