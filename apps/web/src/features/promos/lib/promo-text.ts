import type { AreaT } from '../../../lib/i18n/area';
import type { promosMessages } from '../../../lib/i18n/catalogs/promos';
import type { Format } from '../../../lib/i18n/format';
import type { Promo, PromoKind, PromoState } from '../types';

// How a promo reads on the page (the promos area's words): its kind, what it takes off, when and how
// often it works, its state.

type T = AreaT<(typeof promosMessages)['en']>;

export const kindLabel = (t: T, kind: PromoKind): string => t(`kind.${kind}`);
export const kindHint = (t: T, kind: PromoKind): string => t(`hint.${kind}`);

export function cedis(f: Format, value: number): string {
  return f.cedis(value, 'ghc');
}

/** '10% off the order', 'GHC 5.00 off delivery'. */
export function discountText(t: T, f: Format, promo: Pick<Promo, 'kind' | 'percent_off' | 'amount_off'>): string {
  const order = promo.kind === 'order';
  if (promo.percent_off !== null) return t(order ? 'off.percentOrder' : 'off.percentDelivery', { percent: promo.percent_off });
  return t(order ? 'off.amountOrder' : 'off.amountDelivery', { amount: cedis(f, promo.amount_off ?? 0) });
}

const TONES: Record<PromoState, 'success' | 'warning' | 'neutral'> = {
  active: 'success',
  scheduled: 'warning',
  paused: 'neutral',
  expired: 'neutral',
  used_up: 'neutral',
};

export const stateLabel = (t: T, state: PromoState): string => t(`state.${state}`);
export const stateTone = (state: PromoState) => TONES[state];

/** Its rules in short lines: minimum order, the days it works, how many uses. */
export function termsLines(
  t: T,
  f: Format,
  promo: Pick<Promo, 'min_subtotal' | 'starts_at' | 'ends_at' | 'max_uses' | 'per_buyer_limit'>,
): string[] {
  const lines: string[] = [];
  lines.push(promo.min_subtotal > 0 ? t('terms.minimum', { amount: cedis(f, promo.min_subtotal) }) : t('terms.anyAmount'));
  if (promo.starts_at && promo.ends_at) lines.push(t('terms.between', { start: f.date(promo.starts_at), end: f.date(promo.ends_at) }));
  else if (promo.starts_at) lines.push(t('terms.from', { date: f.date(promo.starts_at) }));
  else if (promo.ends_at) lines.push(t('terms.until', { date: f.date(promo.ends_at) }));
  else lines.push(t('terms.noEnd'));
  lines.push(promo.max_uses !== null ? t('terms.atMost', { count: promo.max_uses }) : t('terms.unlimited'));
  if (promo.per_buyer_limit !== null) lines.push(t('terms.perBuyer', { count: promo.per_buyer_limit }));
  return lines;
}

/** '3 of 10 uses', '3 uses'. */
export function usesText(t: T, promo: Pick<Promo, 'uses' | 'max_uses'>): string {
  return promo.max_uses !== null ? t('uses.of', { uses: promo.uses, max: promo.max_uses }) : t('uses.count', { uses: promo.uses });
}

/** The promos of one kind, as the API answered them (newest first). */
export const ofKind = (promos: readonly Promo[], kind: PromoKind): Promo[] => promos.filter((promo) => promo.kind === kind);
