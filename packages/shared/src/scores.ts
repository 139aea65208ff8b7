// One score for everyone people rate (ADR 059, ADR 074): sellers from their reviews, couriers and
// drivers from their customers' and riders' stars. A smoothed (Bayesian) average over the last
// SCORE_MONTHS months, so one 5-star rating does not outrank two hundred 4.8s.

/** The months of ratings a score counts. */
export const SCORE_MONTHS = 12;
/** The platform prior every score starts from (ADR 059). */
export const SCORE_PRIOR = 4;
/** How many ratings' worth of weight the prior has (ADR 059). */
export const SCORE_PRIOR_WEIGHT = 10;

/**
 * The smoothed average: (C * m + sum) / (C + n), where m is the platform prior and C its weight in
 * ratings. Null without ratings; otherwise rounded to one decimal, half up.
 */
export function smoothedScore(ratings: { count: number; sum: number }, prior = SCORE_PRIOR, weight = SCORE_PRIOR_WEIGHT): number | null {
  if (ratings.count <= 0) return null;
  // In tenths over whole numbers, as the database's seller_score_tenths (migration 0029) computes it:
  // a halfway value is then exact, and both round it up alike.
  return Math.round((10 * weight * prior + 10 * ratings.sum) / (weight + ratings.count)) / 10;
}

/** The first moment a score counts: SCORE_MONTHS months before `now`. */
export function scoreSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - SCORE_MONTHS);
  return since;
}
