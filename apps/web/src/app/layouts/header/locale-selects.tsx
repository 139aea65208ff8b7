import { useId } from 'react';
import { useI18n, useT } from '../../../lib/i18n/i18n-context';
import { chooseLocale } from '../../../lib/i18n/i18n-store';
import { LOCALES, parseLocale } from '../../../lib/i18n/locales';
import { CURRENCIES } from '@dwa/shared/currencies';
import type { CurrencyCode } from '@dwa/shared/currencies';
import { useCurrency } from '../../../lib/currency';

const selectClass =
  'min-h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export function LanguageSelect({ className = '' }: { className?: string }) {
  const id = useId();
  const { locale, t } = useI18n();
  const choose = (value: string) => {
    const next = parseLocale(value);
    if (next) void chooseLocale(next);
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-gray-700 dark:text-gray-300">
        {t('header.language')}
      </label>
      {/* Each language named in itself (and marked as such), so a reader of any language finds theirs. */}
      <select id={id} value={locale} onChange={(event) => choose(event.target.value)} className={selectClass}>
        {LOCALES.map((item) => (
          <option key={item.code} value={item.code} lang={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
