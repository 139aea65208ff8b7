import { LayoutGrid, List } from 'lucide-react';
import type { CardLayout } from './listing-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';

const OPTIONS = [
  { value: 'grid', label: 'layout.grid', Icon: LayoutGrid },
  { value: 'list', label: 'layout.list', Icon: List },
] as const;

export function ViewToggle({ value, onChange }: { value: CardLayout; onChange: (value: CardLayout) => void }) {
  const t = useT(exploreMessages);
  return (
    <div
      role="group"
      aria-label={t('layout')}
      className="inline-flex shrink-0 rounded-lg border border-gray-300 p-0.5 dark:border-gray-700"
    >
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={t(label)}
          aria-pressed={value === option}
          title={t(label)}
          onClick={() => onChange(option)}
          className={`inline-flex size-10 items-center justify-center rounded-md transition-colors ${
            value === option
              ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950'
              : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
          }`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      ))}
    </div>
  );
}
