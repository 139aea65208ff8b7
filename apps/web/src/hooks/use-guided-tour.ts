import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';

// A page tour's memory in localStorage: the current step (to resume after a reload) and a 'seen'
// flag; it starts by itself the first time only, and ends for good on Finish, Skip or close.

export type TourKeys = { stepKey: string; seenKey: string };

/** The step to resume at, or null when the tour was seen (finished or skipped). */
export function resumeStep(seen: string | null, storedStep: string | null, stepCount: number): number | null {
  if (seen === 'true' || stepCount <= 0) return null;
  const step = Number(storedStep);
  return Number.isInteger(step) && step >= 0 && step < stepCount ? step : 0;
}

export function isLastStep(step: number, stepCount: number): boolean {
  return step >= stepCount - 1;
}

/** `autoStart: false` holds the first-time start back (a page without one, or the splash still showing). */
export function useGuidedTour(stepCount: number, { stepKey, seenKey }: TourKeys, { autoStart = true } = {}) {
  const [step, setStep] = useState<number | null>(null);
  const [startedByUser, setStartedByUser] = useState(false);

  useEffect(() => {
    if (!autoStart) return;
    const resume = resumeStep(readStorage(seenKey), readStorage(stepKey), stepCount);
    if (resume !== null) setStep(resume);
  }, [autoStart, seenKey, stepKey, stepCount]);

  const goTo = useCallback(
    (next: number) => {
      writeStorage(stepKey, String(next));
      setStep(next);
    },
    [stepKey],
  );

  const end = useCallback(() => {
    writeStorage(seenKey, 'true');
    removeStorage(stepKey);
    setStep(null);
  }, [seenKey, stepKey]);

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
