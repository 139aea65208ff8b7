// Pure rules of the landing tour's memory in localStorage.

export const TOUR_STEP_KEY = 'landing_tour_step';
export const TOUR_SEEN_KEY = 'landing_tour_seen';

/** The step to resume at, or null when the tour was seen (finished or skipped). */
export function resumeStep(seen: string | null, storedStep: string | null, stepCount: number): number | null {
  if (seen === 'true' || stepCount <= 0) return null;
  const step = Number(storedStep);
  return Number.isInteger(step) && step >= 0 && step < stepCount ? step : 0;
}

export function isLastStep(step: number, stepCount: number): boolean {
  return step >= stepCount - 1;
}
