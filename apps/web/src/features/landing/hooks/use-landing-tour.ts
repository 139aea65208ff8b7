import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isSplashShowing, subscribeSplash } from '../../../lib/splash';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { TOUR_SEEN_KEY, TOUR_STEP_KEY, isLastStep, resumeStep } from './tour-state';

/** The tour starts by itself the first time (after the splash), remembers its step, and ends for good. */
export function useLandingTour(stepCount: number) {
  const [step, setStep] = useState<number | null>(null);
  const [startedByUser, setStartedByUser] = useState(false);
  const splashShowing = useSyncExternalStore(subscribeSplash, isSplashShowing, () => false);

  useEffect(() => {
    if (splashShowing) return;
    const resume = resumeStep(readStorage(TOUR_SEEN_KEY), readStorage(TOUR_STEP_KEY), stepCount);
    if (resume !== null) setStep(resume);
  }, [splashShowing, stepCount]);

  const goTo = useCallback((next: number) => {
    writeStorage(TOUR_STEP_KEY, String(next));
    setStep(next);
  }, []);

  const end = useCallback(() => {
    writeStorage(TOUR_SEEN_KEY, 'true');
    removeStorage(TOUR_STEP_KEY);
    setStep(null);
  }, []);

  const start = useCallback(() => {
    setStartedByUser(true);
    goTo(0);
  }, [goTo]);

  const next = useCallback(() => {
    if (step === null) return;
    if (isLastStep(step, stepCount)) end();
    else goTo(step + 1);
  }, [step, stepCount, end, goTo]);

  return { step, startedByUser, start, next, end };
}
