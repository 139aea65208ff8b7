import { z } from 'zod';
import { listingSchema } from './listings';
import { coded } from './coded';

// Ads that expire and renew, and 'Mark as sold' (issue 33, ADR 066): the wire shapes and the
// messages the API answers.

export const LISTING_EXPIRY_MESSAGES = {
  gone: coded('commerce.inactive', 'This listing is no longer available.'),
  noRenewalsLeft: (n: number) =>
    coded('listing-expiry.no_renewals_left', `You have used all ${n} free renewals of this ad. Repost it as a new ad instead.`, { n }),
  notRenewable: coded('listing-expiry.not_renewable', 'Only a live or expired classified ad can be renewed.'),
  tooEarly: (days: number) =>
    coded('listing-expiry.too_early', `This ad is live for more than ${days} days yet: you can renew it in its last ${days} days.`, {
      days,
    }),
  notRepostable: coded('listing-expiry.not_repostable', 'Only an expired, sold or paused ad can be reposted.'),
  notSellable: coded('listing-expiry.not_sellable', 'Only a live, paused or expired ad can be marked as sold.'),
  expiredActivate: coded('listing-expiry.expired_activate', 'This ad has expired: renew it instead.'),
  buyerNotInChat: coded('listing-expiry.buyer_not_in_chat', 'The buyer must be someone who messaged you about this listing.'),
  ownerOnly: coded('listing-expiry.owner_only', 'You can only change your own listings.'),
} as const;

export const markSoldSchema = z.object({
  buyer_id: z
    .number({ error: 'buyer_id must be the id of a person who messaged you about this listing, or null.' })
    .int('buyer_id must be a whole number.')
    .positive('buyer_id must be a positive number.')
    .nullable()
    .optional()
    .describe('the buyer, among the people who messaged about this listing (GET .../buyers); null or left out: not named'),
});
export type MarkSoldInput = z.infer<typeof markSoldSchema>;

export const listingBuyerSchema = z.object({ id: z.number().int(), name: z.string(), profile_picture: z.string().nullable() });
export const listingBuyersSchema = z.object({ results: z.array(listingBuyerSchema) });
export type ListingBuyer = z.infer<typeof listingBuyerSchema>;

export const similarListingsSchema = z.object({ results: z.array(listingSchema) });
export type SimilarListings = z.infer<typeof similarListingsSchema>;

export const TTL_DAYS_MESSAGE = 'days must be a whole number from 1 to 365, or null for the default.';
export const listingTtlsSchema = z.object({
  default_days: z.number().int().describe('LISTING_TTL_DAYS: the lifetime of a classified ad without a category lifetime of its own'),
  ttls: z.array(z.object({ category: z.string(), days: z.number().int(), updated_at: z.string() })),
});
export const listingTtlInputSchema = z.object({
  days: z.number({ error: TTL_DAYS_MESSAGE }).int(TTL_DAYS_MESSAGE).min(1, TTL_DAYS_MESSAGE).max(365, TTL_DAYS_MESSAGE).nullable(),
});
export type ListingTtls = z.infer<typeof listingTtlsSchema>;
