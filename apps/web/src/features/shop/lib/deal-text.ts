import type { Deal } from '@dwa/shared/commerce';
import type { Format } from '../../../lib/i18n/format';

// What a deal card says, in words: what it takes off, from whom, until when.

/** '10% off', 'GHC 5.00 off', then ' delivery' for a delivery promo. */
export function dealOff(f: Format, deal: Pick<Deal, 'kind' | 'percent_off' | 'amount_off'>): string {
  const amount = deal.percent_off !== null ? `${deal.percent_off}% off` : `${f.cedis(deal.amount_off ?? 0, 'ghc')} off`;
  return deal.kind === 'delivery' ? `${amount} delivery` : amount;
}

/** 'On orders of GHC 100.00 or more', or null when there is no minimum. */
export function dealMinimum(f: Format, deal: Pick<Deal, 'min_subtotal'>): string | null {
  return deal.min_subtotal > 0 ? `On orders of ${f.cedis(deal.min_subtotal, 'ghc')} or more` : null;
}

export function dealSeller(deal: Pick<Deal, 'seller'>): string {
  return deal.seller.business_name || deal.seller.name;
}

/** 'Ends 3 May', 'Ends today', or 'No end date' (Accra's days, which are UTC's). */
export function dealEnds(f: Format, endsAt: string | null, now: Date = new Date()): string {
  const end = f.date(endsAt ?? '');
  if (!endsAt || !end) return 'No end date';
  if (end === f.date(now)) return 'Ends today';
  const sameYear = new Date(endsAt).getUTCFullYear() === now.getUTCFullYear();
  return `Ends ${sameYear ? f.date(endsAt, 'dayMonth') : end}`;
}
