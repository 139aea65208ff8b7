import { z } from 'zod';
import { GHANA_REGIONS } from './catalogue';
import { COURIER_SETTINGS_MESSAGES, WEEKDAYS } from './delivery-courier-settings-rules';
import { DELIVERY_MESSAGES } from './delivery-messages';
import { VEHICLE_TYPES } from './delivery-constants';
import { RIDE_MESSAGES } from './rides-constants';

// A courier's settings (issue 36): vehicle and plate, the regions they serve, when they usually work.
// Shop jobs outside the served regions are not offered to them; the hours are shown on their board.
//
// GET /delivery/courier/settings   couriers -> courierSettingsSchema
// PUT /delivery/courier/settings   couriers; body courierSettingsInputSchema -> courierSettingsSchema

const M = COURIER_SETTINGS_MESSAGES;
const timeField = z
  .string({ error: M.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);

const courierAvailabilitySchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS, { error: M.days }), { error: M.days })
      .min(1, M.days)
      .max(WEEKDAYS.length, M.days)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    from: timeField,
    to: timeField,
  })
  .refine((value) => value.from < value.to, { message: M.order, path: ['to'] });

const plateField = z
  .string({ error: RIDE_MESSAGES.plate })
  .trim()
  .toUpperCase()
  .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/, RIDE_MESSAGES.plate)]))
  .nullish()
  .transform((value) => value || null);

export const courierSettingsInputSchema = z.object({
  vehicle_type: z.enum(VEHICLE_TYPES, { error: DELIVERY_MESSAGES.vehicleType }),
  plate: plateField,
  areas: z
    .array(z.enum(GHANA_REGIONS, { error: DELIVERY_MESSAGES.region }), { error: DELIVERY_MESSAGES.region })
    .max(GHANA_REGIONS.length, DELIVERY_MESSAGES.region)
    .transform((areas) => GHANA_REGIONS.filter((region) => areas.includes(region))),
  availability: courierAvailabilitySchema.nullable(),
});
export type CourierSettingsInput = z.input<typeof courierSettingsInputSchema>;
export type CourierSettingsValues = z.output<typeof courierSettingsInputSchema>;

export const courierSettingsSchema = z.object({
  vehicle_type: z.enum(VEHICLE_TYPES).nullable(),
  plate: z.string().nullable(),
  areas: z.array(z.enum(GHANA_REGIONS)).describe('empty: every region'),
  availability: z
    .object({ days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() })
    .nullable()
    .describe('Ghana time (GMT); null: not said'),
});
export type CourierSettings = z.infer<typeof courierSettingsSchema>;
