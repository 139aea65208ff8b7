import { DELIVERY_SIZES, DELIVERY_URGENCIES } from '@dwa/shared/delivery-constants';
import type { DeliverySize, DeliveryUrgency } from '@dwa/shared/delivery';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { useT } from '../../../lib/i18n/i18n-context';
import { selectClasses } from './select-classes';

export function SizeSelect({ id, value, onChange }: { id: string; value: DeliverySize; onChange: (size: DeliverySize) => void }) {
  const t = useT(deliveryFareMessages);
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as DeliverySize)} className={selectClasses}>
      {DELIVERY_SIZES.map((size) => (
        <option key={size} value={size}>
          {t('sizeOption', { size: t(`size.${size}`), hint: t(`sizeHint.${size}`) })}
        </option>
      ))}
    </select>
  );
}

/** The spec's urgency cards: a radio group, each card with its delivery window. */
export function UrgencyCards({
  name,
  value,
  onChange,
}: {
  name: string;
  value: DeliveryUrgency;
  onChange: (urgency: DeliveryUrgency) => void;
}) {
  const t = useT(deliveryFareMessages);
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">{t('urgency')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {DELIVERY_URGENCIES.map((urgency) => (
          <label
            key={urgency}
            className="flex cursor-pointer flex-col rounded-xl border border-gray-300 p-3 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:outline-3 has-focus-visible:outline-emerald-600 dark:border-gray-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50"
          >
            <input
              type="radio"
              name={name}
              value={urgency}
              checked={value === urgency}
              onChange={() => onChange(urgency)}
              className="sr-only"
            />
            <span className="font-semibold">{t(`urgency.${urgency}`)}</span>
            <span className="text-xs text-gray-600 dark:text-gray-400">{t(`window.${urgency}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
