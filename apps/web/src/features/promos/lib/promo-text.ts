import type { Format } from '../../../lib/i18n/format';
import type { Promo, PromoKind, PromoState } from '../types';

// How a promo reads on the page: its kind, what it takes off, when and how often it works, its state.

export const KIND_LABELS: Record<PromoKind, string> = { order: 'Order promo', delivery: 'Delivery promo' };
export const KIND_PLURALS: Record<PromoKind, string> = { order: 'Order promos', delivery: 'Delivery promos' };
export const KIND_HINTS: Record<PromoKind, string> = {
  order: 'Takes money off the order subtotal.',
  delivery: 'Takes money off the courier delivery fee.',
};

export function cedis(f: Format, value: number): string {
  return f.cedis(value, 'cedis');
}

/** '10% off the order', 'GH¢ 5.00 off delivery'. */
export function discountText(f: Format, promo: Pick<Promo, 'kind' | 'percent_off' | 'amount_off'>): string {
  const what = promo.kind === 'order' ? 'the order' : 'delivery';
  if (promo.percent_off !== null) return `${promo.percent_off}% off ${what}`;
  return `${cedis(f, promo.amount_off ?? 0)} off ${what}`;
}

const STATES: Record<PromoState, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  used_up: { label: 'Used up', tone: 'neutral' },
};

export const stateLabel = (state: PromoState) => STATES[state].label;
export const stateTone = (state: PromoState) => STATES[state].tone;

/** Its rules in short lines: minimum order, the days it works, how many uses. */
export function termsLines(f: Format, promo: Pick<Promo, 'min_subtotal' | 'starts_at' | 'ends_at' | 'max_uses' | 'per_buyer_limit'>): string[] {
  const lines: string[] = [];
  lines.push(promo.min_subtotal > 0 ? `Orders of ${cedis(f, promo.min_subtotal)} or more` : 'Any order amount');
  if (promo.starts_at && promo.ends_at) lines.push(`${f.date(promo.starts_at)} to ${f.date(promo.ends_at)}`);
  else if (promo.starts_at) lines.push(`From ${f.date(promo.starts_at)}`);
  else if (promo.ends_at) lines.push(`Until ${f.date(promo.ends_at)}`);
  else lines.push('No end date');
  lines.push(promo.max_uses !== null ? `At most ${promo.max_uses} ${promo.max_uses === 1 ? 'use' : 'uses'}` : 'Unlimited uses');
  if (promo.per_buyer_limit !== null) lines.push(`${promo.per_buyer_limit} per buyer`);
  return lines;
}

/** '3 of 10 uses', '3 uses'. */
export function usesText(promo: Pick<Promo, 'uses' | 'max_uses'>): string {
  const noun = (count: number) => (count === 1 ? 'use' : 'uses');
  return promo.max_uses !== null ? `${promo.uses} of ${promo.max_uses} ${noun(promo.max_uses)}` : `${promo.uses} ${noun(promo.uses)}`;
}

/** The promos of one kind, as the API answered them (newest first). */
export const ofKind = (promos: readonly Promo[], kind: PromoKind): Promo[] => promos.filter((promo) => promo.kind === kind);
