import type { Deal } from '@dwa/shared/commerce';
import { formatGhc } from '@dwa/shared/money';

// What a deal card says, in words: what it takes off, from whom, until when.

/** '10% off', 'GHC 5.00 off', then ' delivery' for a delivery promo. */
export function dealOff(deal: Pick<Deal, 'kind' | 'percent_off' | 'amount_off'>): string {
  const amount = deal.percent_off !== null ? `${deal.percent_off}% off` : `${formatGhc(deal.amount_off ?? 0)} off`;
  return deal.kind === 'delivery' ? `${amount} delivery` : amount;
}

/** 'On orders of GHC 100.00 or more', or null when there is no minimum. */
export function dealMinimum(deal: Pick<Deal, 'min_subtotal'>): string | null {
  return deal.min_subtotal > 0 ? `On orders of ${formatGhc(deal.min_subtotal)} or more` : null;
}

export function dealSeller(deal: Pick<Deal, 'seller'>): string {
  return deal.seller.business_name || deal.seller.name;
}

/** 'Ends 3 May', 'Ends today', or 'No end date'. */
export function dealEnds(endsAt: string | null, now: Date = new Date()): string {
  if (!endsAt) return 'No end date';
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return 'No end date';
  if (end.toDateString() === now.toDateString()) return 'Ends today';
  const sameYear = end.getFullYear() === now.getFullYear();
  return `Ends ${end.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) })}`;
}
