import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import type { DeliveryRole } from '../api/query-keys';

const OPTIONS: readonly DeliveryRole[] = ['customer', 'courier'];

/** The spec's Customer / Delivery Personnel toggle, shown to approved couriers only. */
export function RoleToggle({ mode, onChange }: { mode: DeliveryRole; onChange: (mode: DeliveryRole) => void }) {
  const t = useT(deliveryMessages);
  return (
    <div role="group" aria-label={t('role.label')} className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-600">
      {OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={`min-h-9 rounded-md px-3 text-sm font-semibold ${
            mode === option
              ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950'
              : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
          }`}
        >
          {t(`role.${option}`)}
        </button>
      ))}
    </div>
  );
}
