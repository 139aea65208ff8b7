import type { StockState } from '../lib/stock';
import { useT } from '../../../lib/i18n/i18n-context';
import { cartMessages } from '../../../lib/i18n/catalogs/cart';

const tones: Record<StockState['tone'], string> = {
  success: 'text-emerald-800 dark:text-emerald-300',
  warning: 'text-amber-800 dark:text-amber-300',
  neutral: 'text-gray-600 dark:text-gray-400',
};

/** 'Only 2 left', '12 in stock', 'Out of stock'. */
export function StockNote({ state, className = '' }: { state: StockState; className?: string }) {
  const t = useT(cartMessages);
  return <p className={`text-sm font-semibold ${tones[state.tone]} ${className}`}>{t(`stock.${state.message}`, { count: state.count })}</p>;
}
