import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context';
import { CURRENCIES } from '@dwa/shared/currency-rates-constants';
import type { CurrencyCode } from '@dwa/shared/currency-rates-constants';
import { useCurrency } from '../../../lib/currency';
import { selectClass } from './language-select';

/** The storefront header's currency choice (the language's is language-select.tsx, in every header). */
export function CurrencySelect({ className = '' }: { className?: string }) {
  const id = useId();
  const t = useT();
  const [currency, setCurrency] = useCurrency();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-gray-700 dark:text-gray-300">
        {t('header.currency')}
      </label>
      <select id={id} value={currency} onChange={(event) => setCurrency(event.target.value as CurrencyCode)} className={selectClass}>
        {CURRENCIES.map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
