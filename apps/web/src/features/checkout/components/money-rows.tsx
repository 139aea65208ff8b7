import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/i18n/i18n-context';

/** A label and an amount in a <dl>; `strong` for a total, `minus` for a discount. */
export function MoneyRow({
  label,
  amount,
  strong = false,
  minus = false,
  note,
  className = '',
}: {
  label: ReactNode;
  amount: number | string;
  strong?: boolean;
  minus?: boolean;
  note?: string;
  className?: string;
}) {
  const f = useFormat();
  const value = typeof amount === 'string' ? amount : `${minus ? '− ' : ''}${f.cedis(amount, 'ghc')}`;
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-base font-bold text-gray-950 dark:text-white' : 'text-sm text-gray-700 dark:text-gray-300'} ${className}`}
    >
      <dt className="min-w-0">
        {label}
        {note ? <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">{note}</span> : null}
      </dt>
      <dd className={`shrink-0 whitespace-nowrap ${minus ? 'text-emerald-800 dark:text-emerald-300' : ''}`}>{value}</dd>
    </div>
  );
}
