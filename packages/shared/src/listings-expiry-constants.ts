// Ads that expire and renew (ADR 066): what the web's first load may need, without zod.

/** How long before expiry the owner is reminded, and from when a live ad may be renewed. */
export const EXPIRY_REMINDER_DAYS = 3;
