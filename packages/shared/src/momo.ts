// Mobile Money networks, free of zod so a screen that only lists them (the shop's checkout, a ride's
// payment choice) does not download the validator. commerce.ts re-exports them for the contracts.

export const MOMO_NETWORKS = ['MTN', 'TELECEL', 'AIRTELTIGO'] as const;
export type MomoNetwork = (typeof MOMO_NETWORKS)[number];

/** How people in Ghana name the Mobile Money networks. */
export const MOMO_NETWORK_LABELS: Record<MomoNetwork, string> = { MTN: 'MTN', TELECEL: 'Telecel', AIRTELTIGO: 'AirtelTigo' };
