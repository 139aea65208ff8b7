import type { MomoNetwork } from '@dwa/shared/commerce';

/** How people in Ghana name the Mobile Money networks. */
export const NETWORK_LABELS: Record<MomoNetwork, string> = { MTN: 'MTN', TELECEL: 'Telecel', AIRTELTIGO: 'AirtelTigo' };
