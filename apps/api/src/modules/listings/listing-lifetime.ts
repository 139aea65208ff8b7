import { eq } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { listingTtls } from '@dwa/db/schema';

// How long a classified ad stays live (ADR 066): LISTING_TTL_DAYS, or its category's own lifetime
// set in the admin console. Shop listings (buy_now) never expire: their stock says when they end.

const DAY_MS = 24 * 60 * 60 * 1000;

export type Lifetime = {
  /** LISTING_TTL_DAYS. */
  defaultDays: number;
  /** When an ad of this category that goes live (or is renewed) at `at` expires; null for a shop listing. */
  expiryFor: (executor: Executor, listing: { category: string; buyNow: boolean }, at: Date) => Promise<Date | null>;
};

export async function ttlDaysOf(executor: Executor, category: string, defaultDays: number): Promise<number> {
  const [row] = await executor.select({ days: listingTtls.days }).from(listingTtls).where(eq(listingTtls.category, category));
  return row?.days ?? defaultDays;
}

export function createLifetime(defaultDays: number): Lifetime {
  return {
    defaultDays,
    async expiryFor(executor, listing, at) {
      if (listing.buyNow) return null;
      return new Date(at.getTime() + (await ttlDaysOf(executor, listing.category, defaultDays)) * DAY_MS);
    },
  };
}

export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
