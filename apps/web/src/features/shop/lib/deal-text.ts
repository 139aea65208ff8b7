import type { Deal } from '@dwa/shared/commerce';
import type { AreaT } from '../../../lib/i18n/area';
import type { shopMessages } from '../../../lib/i18n/catalogs/shop';
import type { Format } from '../../../lib/i18n/format';

// What a deal card says, in words: what it takes off, from whom, until when (the shop's messages).

type T = AreaT<(typeof shopMessages)['en']>;

/** '10% off', 'GHC 5.00 off', or '… off delivery' for a delivery promo. */
export function dealOff(t: T, f: Format, deal: Pick<Deal, 'kind' | 'percent_off' | 'amount_off'>): string {
  const delivery = deal.kind === 'delivery';
  if (deal.percent_off !== null) return t(delivery ? 'deal.percentDelivery' : 'deal.percent', { percent: deal.percent_off });
  return t(delivery ? 'deal.amountDelivery' : 'deal.amount', { amount: f.cedis(deal.amount_off ?? 0, 'ghc') });
}

/** 'On orders of GHC 100.00 or more', or null when there is no minimum. */
export function dealMinimum(t: T, f: Format, deal: Pick<Deal, 'min_subtotal'>): string | null {
  return deal.min_subtotal > 0 ? t('deal.minimum', { amount: f.cedis(deal.min_subtotal, 'ghc') }) : null;
}

export function dealSeller(deal: Pick<Deal, 'seller'>): string {
  return deal.seller.business_name || deal.seller.name;
}

/** 'Ends 3 May', 'Ends today', or 'No end date' (Accra's days, which are UTC's). */
export function dealEnds(t: T, f: Format, endsAt: string | null, now: Date = new Date()): string {
  const end = f.date(endsAt ?? '');
  if (!endsAt || !end) return t('deal.noEnd');
  if (end === f.date(now)) return t('deal.endsToday');
  const sameYear = new Date(endsAt).getUTCFullYear() === now.getUTCFullYear();
  return t('deal.ends', { date: sameYear ? f.date(endsAt, 'dayMonth') : end });
}
