import { useId } from 'react';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { CURRENCIES, CURRENCY_CODES, CURRENCY_KEY, LANGUAGES, LANGUAGE_KEY } from './preferences';
import type { CurrencyCode, Language } from './preferences';

const selectClass =
  'min-h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export function LanguageSelect({ className = '' }: { className?: string }) {
  const id = useId();
  const [language, setLanguage] = useLocalSetting<Language>(LANGUAGE_KEY, 'English', LANGUAGES);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-gray-700 dark:text-gray-300">
        Language
      </label>
      <select id={id} value={language} onChange={(event) => setLanguage(event.target.value as Language)} className={selectClass}>
        {LANGUAGES.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </div>
  );
}

export function CurrencySelect({ className = '' }: { className?: string }) {
  const id = useId();
  const [currency, setCurrency] = useLocalSetting<CurrencyCode>(CURRENCY_KEY, 'GHS', CURRENCY_CODES);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-gray-700 dark:text-gray-300">
        Currency
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
