// Money is an integer number of pesewas everywhere but at the edges (ARCHITECTURE.md, rules of the data).

export type Pesewas = number;

/** Cedis as typed or sent (number or string, at most 2 decimals) to pesewas; null when not a valid amount. */
export function cedisToPesewas(value: number | string): Pesewas | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const pesewas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(pesewas) ? pesewas : null;
}

/** Pesewas to cedis as a number with at most 2 decimals (the API's `price`). */
export function pesewasToCedis(pesewas: Pesewas): number {
  return Math.round(pesewas) / 100;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'GH₵ 1,250' on the explore page: thousands separators, decimals only when there are pesewas. */
export function formatGhsExplore(cedis: number): string {
  const pesewas = Math.round(cedis * 100);
  const whole = groupThousands(String(Math.trunc(pesewas / 100)));
  const rest = pesewas % 100;
  return rest === 0 ? `GH₵ ${whole}` : `GH₵ ${whole}.${String(rest).padStart(2, '0')}`;
}

/** 'GHC 1,250.00' on Recent Ads and the listing detail: always 2 decimals. */
export function formatGhc(cedis: number): string {
  const [whole = '0', fraction = '00'] = (Math.round(cedis * 100) / 100).toFixed(2).split('.');
  return `GHC ${groupThousands(whole)}.${fraction}`;
}

/** 'GH¢ 15.00' on the delivery screens. */
export function formatGhsDelivery(cedis: number): string {
  return `GH¢ ${(Math.round(cedis * 100) / 100).toFixed(2)}`;
}
