import { useEffect, useMemo } from 'react';
import type { RefObject } from 'react';
import { GuidedTour } from '../../../components/ui/guided-tour';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { deliveryLandingMessages } from '../../../lib/i18n/catalogs/delivery-landing';
import { useT } from '../../../lib/i18n/i18n-context';
import { DELIVERY_TOUR_KEYS, DELIVERY_TOUR_STEPS } from '../data/tour';

/** The landing's tour from its first step, each time 'Take a Tour' is pressed (`run` counts the presses). */
export function DeliveryTour({ run, returnFocusRef }: { run: number; returnFocusRef: RefObject<HTMLElement | null> }) {
  const tour = useGuidedTour(DELIVERY_TOUR_STEPS.length, DELIVERY_TOUR_KEYS, { autoStart: false });
  const { start } = tour;
  const t = useT(deliveryLandingMessages);
  const steps = useMemo(() => DELIVERY_TOUR_STEPS.map((step) => ({ ...step, title: t(step.title), body: t(step.body) })), [t]);
  useEffect(() => {
    if (run > 0) start();
  }, [run, start]);
  if (tour.step === null) return null;
  return (
    <GuidedTour
      steps={steps}
      step={tour.step}
      startedByUser={tour.startedByUser}
      onNext={tour.next}
      onEnd={tour.end}
      returnFocusRef={returnFocusRef}
    />
  );
}
