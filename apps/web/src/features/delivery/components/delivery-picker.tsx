import { useId } from 'react';
import type { Delivery } from '@dwa/shared/delivery';
import { DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery-constants';
import { selectClasses } from './select-classes';

/** Chooses which of several deliveries the tab shows. */
export function DeliveryPicker({ deliveries, value, onChange }: { deliveries: Delivery[]; value: number; onChange: (id: number) => void }) {
  const id = useId();
  if (deliveries.length < 2) return null;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Delivery
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClasses}>
        {deliveries.map((delivery) => (
          <option key={delivery.id} value={delivery.id}>
            #{delivery.id} {delivery.item_description} ({DELIVERY_STATUS_LABELS[delivery.status]})
          </option>
        ))}
      </select>
    </div>
  );
}
