// When the install offer may show: not again for a while after 'Not now' (asking on every visit
// would nag). Pure, for the tests.

export const INSTALL_DISMISSED_KEY = 'install_dismissed_at';
export const INSTALL_QUIET_DAYS = 30;

export function mayOfferInstall(dismissedAt: string | null, now: number): boolean {
  const at = dismissedAt === null ? Number.NaN : Number(dismissedAt);
  if (!Number.isFinite(at)) return true;
  return now - at >= INSTALL_QUIET_DAYS * 24 * 60 * 60 * 1000 || at > now;
}
