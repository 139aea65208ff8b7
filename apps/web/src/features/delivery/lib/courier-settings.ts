import type { CourierSettings, CourierSettingsInput } from '@dwa/shared/delivery-courier-settings';
import type { Weekday } from '@dwa/shared/delivery-courier-settings-rules';
import type { VehicleType } from '@dwa/shared/delivery-constants';

// The courier settings form's values and what it sends: the hours are sent only when the courier
// says they keep regular ones; a form with none yet starts from a working week.

export type CourierSettingsForm = {
  vehicle_type: VehicleType;
  plate: string;
  areas: string[];
  regular: boolean;
  days: Weekday[];
  from: string;
  to: string;
};

const WORKING_WEEK: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export function toSettingsForm(settings: CourierSettings): CourierSettingsForm {
  return {
    vehicle_type: settings.vehicle_type ?? 'motorbike',
    plate: settings.plate ?? '',
    areas: [...settings.areas],
    regular: settings.availability !== null,
    days: settings.availability?.days ?? WORKING_WEEK,
    from: settings.availability?.from ?? '08:00',
    to: settings.availability?.to ?? '18:00',
  };
}

export function toSettingsInput(form: CourierSettingsForm): CourierSettingsInput {
  return {
    vehicle_type: form.vehicle_type,
    plate: form.plate,
    areas: form.areas as CourierSettingsInput['areas'],
    availability: form.regular ? { days: form.days, from: form.from, to: form.to } : null,
  };
}

/** One item added to or taken from a list, the list kept in `order`. */
export function toggled<T extends string>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  return order.filter((value) => (value === item ? on : list.includes(value)));
}
