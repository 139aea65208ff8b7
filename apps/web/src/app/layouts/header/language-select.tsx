import { useId } from 'react';
import { Languages } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { chooseLocale } from '../../../lib/i18n/i18n-store';
import { LOCALES, parseLocale } from '../../../lib/i18n/locales';

export const selectClass =
  'min-h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

/**
 * The interface language, on every page: the storefront header's, the alternate header's (from
 * tablets up) and the main menu's (phones). `compact` keeps its label for screen readers only, with
 * an icon in its place.
 */
export function LanguageSelect({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const id = useId();
  const { locale, t } = useI18n();
  const choose = (value: string) => {
    const next = parseLocale(value);
    if (next) void chooseLocale(next);
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {compact ? <Languages aria-hidden="true" className="size-4 shrink-0 text-gray-600 dark:text-gray-400" /> : null}
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm text-gray-700 dark:text-gray-300'}>
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
