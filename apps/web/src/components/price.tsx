import { useEstimate } from '../lib/currency';
import { useFormat } from '../lib/i18n/i18n-context';
import type { PriceStyle } from '../lib/i18n/format';

/**
 * A price in cedis, the spec's way, and beside it (never instead of it) an estimate in the currency
 * the header's select chose: 'GHC 200.00 (≈ US$13)'. Nothing extra for GHS or without a known rate.
 */
export function Price({ cedis, style = 'ghc' }: { cedis: number; style?: PriceStyle }) {
  const f = useFormat();
  const estimate = useEstimate(cedis);
  return (
    <>
      <span className="whitespace-nowrap">{f.cedis(cedis, style)}</span>
      {estimate.amount === null ? null : (
        <span data-testid="price-estimate" className="text-[0.8em] font-medium whitespace-nowrap opacity-80">
          {' '}
          (≈&nbsp;{f.money(estimate.amount, estimate.currency)})
        </span>
      )}
    </>
  );
}
