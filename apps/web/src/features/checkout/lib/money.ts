import { toPesewas } from '@dwa/shared/money';

// The API answers cedis with 2 decimals; sums on this side are made in whole pesewas, so 0.1 + 0.2
// never shows as 0.30000000000000004.

export { toPesewas };
export const toCedis = (pesewas: number) => pesewas / 100;
export const sumCedis = (amounts: readonly number[]) => toCedis(amounts.reduce((sum, amount) => sum + toPesewas(amount), 0));
