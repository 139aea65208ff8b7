import type { AreaT } from '../../../lib/i18n/area';
import type { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

// The payment prompt's countdown to its expires_at.

/** Whole seconds left until `expiresAt` (rounded up, never below 0); 0 for a date that cannot be read. */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** '2:05' */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '2 minutes 5 seconds' for a screen reader (the checkout's messages). */
export function spokenCountdown(t: AreaT<(typeof checkoutMessages)['en']>, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = t('countdown.minutes', { count: Math.floor(whole / 60) });
  const rest = t('countdown.seconds', { count: whole % 60 });
  if (whole < 60) return rest;
  return whole % 60 === 0 ? minutes : t('countdown.both', { minutes, seconds: rest });
}
