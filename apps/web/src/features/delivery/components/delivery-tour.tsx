import { useEffect } from 'react';
import type { RefObject } from 'react';
import { GuidedTour } from '../../../components/ui/guided-tour';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { DELIVERY_TOUR_KEYS, DELIVERY_TOUR_STEPS } from '../data/tour';

/** The landing's tour from its first step, each time 'Take a Tour' is pressed (`run` counts the presses). */
export function DeliveryTour({ run, returnFocusRef }: { run: number; returnFocusRef: RefObject<HTMLElement | null> }) {
  const tour = useGuidedTour(DELIVERY_TOUR_STEPS.length, DELIVERY_TOUR_KEYS, { autoStart: false });
  const { start } = tour;
  useEffect(() => {
    if (run > 0) start();
  }, [run, start]);
  if (tour.step === null) return null;
  return (
    <GuidedTour
      steps={DELIVERY_TOUR_STEPS}
      step={tour.step}
      startedByUser={tour.startedByUser}
      onNext={tour.next}
      onEnd={tour.end}
      returnFocusRef={returnFocusRef}
    />
  );
}
