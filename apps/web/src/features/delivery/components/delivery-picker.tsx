import { useId } from 'react';
import type { Delivery } from '@dwa/shared/delivery';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { deliveryLabel } from '../lib/format';
import { selectClasses } from './select-classes';

/** Chooses which of several deliveries the tab shows. */
export function DeliveryPicker({ deliveries, value, onChange }: { deliveries: Delivery[]; value: number; onChange: (id: number) => void }) {
  const t = useT(deliveryMessages);
  const id = useId();
  if (deliveries.length < 2) return null;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('picker')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClasses}>
        {deliveries.map((delivery) => (
          <option key={delivery.id} value={delivery.id}>
            {t('picker.option', {
              label: deliveryLabel(t, delivery),
              item: delivery.item_description,
              status: t(`status.${delivery.status}`),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
