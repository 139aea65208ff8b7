// When the install offer may show: not again for a while after 'Not now' (asking on every visit
// would nag). Pure, for the tests.

export const INSTALL_DISMISSED_KEY = 'install_dismissed_at';
export const INSTALL_QUIET_DAYS = 30;

export function mayOfferInstall(dismissedAt: string | null, now: number): boolean {
  const at = dismissedAt === null ? Number.NaN : Number(dismissedAt);
  if (!Number.isFinite(at)) return true;
  return now - at >= INSTALL_QUIET_DAYS * 24 * 60 * 60 * 1000 || at > now;
}

/**
 * Pages whose foot holds what the person is doing: a chat's composer and last message (/messages,
 * the delivery dashboard's chat), or a form's actions. The install offer, at the foot of the screen,
 * would cover them, so it waits for another page.
 */
const BUSY_FOOT = [/^\/messages\/?$/, /^\/delivery-request\/?$/, /^\/checkout\/?$/, /^\/post-listing\/?$/, /^\/listing\/[^/]+\/edit\/?$/];

export function offersInstallOn(pathname: string): boolean {
  return !BUSY_FOOT.some((pattern) => pattern.test(pathname));
}
