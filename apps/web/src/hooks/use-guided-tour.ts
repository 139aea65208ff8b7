import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { takeOver } from '../islands/handover';
import { isLastStep, resumeStep } from '../islands/tour-memory';
import type { TourKeys } from '../islands/tour-memory';

// A page tour's memory in localStorage (islands/tour-memory): the current step (to resume after a
// reload) and a 'seen' flag; it starts by itself the first time only, and ends for good on Finish,
// Skip or close. A tour the islands started before the app ran (ADR 100) is taken over at its step.

/** `autoStart: false` holds the first-time start back (a page without one, or the splash still showing). */
export function useGuidedTour(stepCount: number, { stepKey, seenKey }: TourKeys, { autoStart = true } = {}) {
  const [step, setStep] = useState<number | null>(null);
  const [startedByUser, setStartedByUser] = useState(false);

  useEffect(() => {
    takeOver(window);
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
