// The delivery contract's constants (./delivery.ts re-exports them beside its zod schemas, and the
// wording in ./delivery-messages.ts). Kept free of zod, and of the messages, so a page that only shows
// labels, sizes or statuses downloads neither: the web loads ./delivery when a form is sent.

export const DELIVERY_CURRENCY = 'GHS';
/** The spec's fixed distance until real distances exist. */
export const DELIVERY_DISTANCE_KM = 5.2;
/** 10 cedis, in pesewas. */
export const DELIVERY_BASE_FARE_PESEWAS = 1000;

export const DELIVERY_SIZES = ['small', 'medium', 'large'] as const;
export type DeliverySize = (typeof DELIVERY_SIZES)[number];
export const SIZE_MULTIPLIERS: Record<DeliverySize, number> = { small: 1, medium: 1.5, large: 2 };
export const SIZE_LABELS: Record<DeliverySize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

export const DELIVERY_URGENCIES = ['standard', 'express', 'urgent'] as const;
export type DeliveryUrgency = (typeof DELIVERY_URGENCIES)[number];
export const URGENCY_MULTIPLIERS: Record<DeliveryUrgency, number> = { standard: 1, express: 1.5, urgent: 2 };
export const URGENCY_LABELS: Record<DeliveryUrgency, string> = { standard: 'Standard', express: 'Express', urgent: 'Urgent' };
/** The spec's windows: standard 2-4 hours, express 1-2 hours, urgent within 1 hour. */
export const URGENCY_WINDOWS: Record<DeliveryUrgency, { label: string; min_minutes: number; max_minutes: number }> = {
  standard: { label: '2-4 hours', min_minutes: 120, max_minutes: 240 },
  express: { label: '1-2 hours', min_minutes: 60, max_minutes: 120 },
  urgent: { label: 'Within 1 hour', min_minutes: 0, max_minutes: 60 },
};

export const DELIVERY_STATUSES = ['requested', 'accepted', 'picked_up', 'in_transit', 'nearby', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  nearby: 'Nearby',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** The statuses a delivery moves through, in order (the timeline). */
export const DELIVERY_PROGRESS: readonly DeliveryStatus[] = ['requested', 'accepted', 'picked_up', 'in_transit', 'nearby', 'delivered'];
export const ACTIVE_STATUSES: readonly DeliveryStatus[] = ['requested', 'accepted', 'picked_up', 'in_transit', 'nearby'];
/** While a courier is assigned and the job is not finished: chat and live location. */
export const ASSIGNED_STATUSES: readonly DeliveryStatus[] = ['accepted', 'picked_up', 'in_transit', 'nearby'];

export const VEHICLE_TYPES = ['motorbike', 'bicycle', 'car', 'van', 'on_foot', 'tricycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_LABELS: Record<VehicleType, string> = {
  motorbike: 'Motorbike',
  bicycle: 'Bicycle',
  car: 'Car',
  van: 'Van',
  on_foot: 'On foot',
  tricycle: 'Tricycle',
};

export const PAYMENT_METHODS = ['cash', 'momo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const HANDOVER_CODE_LENGTH = 4;
export const HANDOVER_MAX_TRIES = 5;

export const COURIER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CourierApplicationStatus = (typeof COURIER_APPLICATION_STATUSES)[number];

export const SUPPORT_TICKET_CATEGORIES = ['late', 'damaged', 'wrong_item', 'courier', 'payment', 'other'] as const;
export type SupportTicketCategory = (typeof SUPPORT_TICKET_CATEGORIES)[number];
/** What a ticket may be about: a reported category, or a ride's SOS (opened by the SOS button only). */
export const SUPPORT_TICKET_KINDS = [...SUPPORT_TICKET_CATEGORIES, 'sos'] as const;
export type SupportTicketKind = (typeof SUPPORT_TICKET_KINDS)[number];
export const SUPPORT_TICKET_STATUSES = ['open', 'resolved'] as const;

export const DELIVERY_MESSAGE_TYPES = ['text', 'location', 'image'] as const;
/** A delivery chat photo (the parcel, the gate): as big as a buyer-seller chat picture (CHAT_IMAGE_MAX_BYTES; a test keeps them equal). */
export const DELIVERY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DELIVERY_CAPTION_MAX = 200;
export const DELIVERY_MESSAGE_MAX = 1000;
export const DELIVERY_TEXT_MAX = 500;
export const DELIVERY_LIST_LIMIT_MAX = 100;
