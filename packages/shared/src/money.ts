// Money is an integer number of pesewas everywhere but at the edges (docs/architecture.md, rules of the data).

export type Pesewas = number;

/** Cedis as typed or sent (number or string, at most 2 decimals) to pesewas; null when not a valid amount. */
export function cedisToPesewas(value: number | string): Pesewas | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const pesewas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(pesewas) ? pesewas : null;
}

const CURRENCY_PREFIX = /^(?:GHC|GHS|GH¢|¢)\s*/i;

/**
 * An amount a person typed in cedis ('50', '50.5', '1,250.00', 'GHC 50', '50,5' with a decimal
 * comma) as integer pesewas; null when it is not an amount with at most 2 decimals.
 */
export function parseTypedCedis(text: string): Pesewas | null {
  let value = text.trim().replace(CURRENCY_PREFIX, '').replace(/\s/g, '');
  if (value === '') return null;
  if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) value = value.replaceAll(',', '');
  return cedisToPesewas(value);
}

/** Cedis the API answered (2 decimals) as pesewas, without float noise (0.29 is 29, not 28.99...). */
export const toPesewas = (cedis: number): Pesewas => Math.round(cedis * 100);

/** Pesewas to cedis as a number with at most 2 decimals (the API's `price`). */
export function pesewasToCedis(pesewas: Pesewas): number {
  return Math.round(pesewas) / 100;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'GHC 1,250.00': classifieds and the shop (a listing, its link preview, orders, promos), always 2 decimals. */
export function formatGhc(cedis: number): string {
  const [whole = '0', fraction = '00'] = (Math.round(cedis * 100) / 100).toFixed(2).split('.');
  return `GHC ${groupThousands(whole)}.${fraction}`;
}

/** 'GH¢ 15.00' on the delivery screens (and the sandbox's Mobile Money prompt). */
export function formatGhsDelivery(cedis: number): string {
  return `GH¢ ${(Math.round(cedis * 100) / 100).toFixed(2)}`;
}
