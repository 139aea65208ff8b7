import type { DeliveryRole } from '../api/query-keys';

const OPTIONS: { value: DeliveryRole; label: string }[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'courier', label: 'Delivery Personnel' },
];

/** The spec's Customer / Delivery Personnel toggle, shown to approved couriers only. */
export function RoleToggle({ mode, onChange }: { mode: DeliveryRole; onChange: (mode: DeliveryRole) => void }) {
  return (
    <div role="group" aria-label="View as" className="inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-600">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-9 rounded-md px-3 text-sm font-semibold ${
            mode === option.value ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
