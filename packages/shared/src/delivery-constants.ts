import { CHAT_IMAGE_MAX_BYTES } from './chat-constants';

// The delivery contract's constants and messages (./delivery.ts re-exports them beside its zod
// schemas). Kept free of zod so a page that only shows labels, sizes or statuses does not download
// the validator: the web loads ./delivery when a form is sent.

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

export const VEHICLE_TYPES = ['motorbike', 'bicycle', 'car', 'van', 'on_foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_LABELS: Record<VehicleType, string> = { motorbike: 'Motorbike', bicycle: 'Bicycle', car: 'Car', van: 'Van', on_foot: 'On foot' };

export const PAYMENT_METHODS = ['cash', 'momo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const HANDOVER_CODE_LENGTH = 4;
export const HANDOVER_MAX_TRIES = 5;

export const COURIER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CourierApplicationStatus = (typeof COURIER_APPLICATION_STATUSES)[number];

export const SUPPORT_TICKET_CATEGORIES = ['late', 'damaged', 'wrong_item', 'courier', 'payment', 'other'] as const;
export type SupportTicketCategory = (typeof SUPPORT_TICKET_CATEGORIES)[number];
export const SUPPORT_TICKET_STATUSES = ['open', 'resolved'] as const;

export const DELIVERY_MESSAGE_TYPES = ['text', 'location', 'image'] as const;
/** A delivery chat photo (the parcel, the gate): as big as a buyer-seller chat picture. */
export const DELIVERY_PHOTO_MAX_BYTES = CHAT_IMAGE_MAX_BYTES;
export const DELIVERY_CAPTION_MAX = 200;
export const DELIVERY_MESSAGE_MAX = 1000;
export const DELIVERY_TEXT_MAX = 500;
export const DELIVERY_LIST_LIMIT_MAX = 100;

export const DELIVERY_MESSAGES = {
  deliveryId: 'Enter a valid delivery id.',
  notFound: 'Delivery not found',
  jobTaken: 'Job already taken',
  jobCancelled: 'This job was cancelled.',
  notCourier: 'Only couriers can do this. Apply to become a courier first.',
  goOnline: 'Go online to accept jobs.',
  ownJob: 'You cannot deliver your own request.',
  notAssigned: 'Only the courier assigned to this delivery can update it.',
  cancelAfterPickup: 'This delivery can no longer be cancelled: the courier has picked it up.',
  notCancellable: 'This delivery can no longer be cancelled.',
  badTransition: (from: DeliveryStatus, to: DeliveryStatus) => `A delivery cannot go from ${DELIVERY_STATUS_LABELS[from]} to ${DELIVERY_STATUS_LABELS[to]}.`,
  codeRequired: `Enter the ${HANDOVER_CODE_LENGTH}-digit handover code from the recipient.`,
  codeWrong: 'Wrong handover code.',
  codeLocked: 'Too many wrong codes. Contact support to complete this delivery.',
  notLocked: 'This delivery is not locked: the courier has not used up the handover code tries.',
  chatRate: (minutes: number) => `You are sending messages too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  issueRate: (minutes: number) => `You have reported many issues in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call support.`,
  rateDeliveredOnly: 'Only completed deliveries can be rated.',
  rateCustomerOnly: 'Only the customer can rate this delivery.',
  chatClosed: 'Chat is open while a courier is on the job.',
  chatNoCourier: 'No courier has taken this delivery yet.',
  applicationPending: 'You already have a courier application waiting for review.',
  alreadyCourier: 'You are already a courier.',
  adminCannotApply: 'Admin accounts cannot apply to become couriers.',
  applicationNotFound: 'Application not found',
  applicationReviewed: 'This application was already reviewed.',
  ticketNotFound: 'Ticket not found',
  itemDescription: 'Enter the item description.',
  itemSize: `Choose the item size: ${DELIVERY_SIZES.join(', ')}.`,
  urgency: `Choose the urgency: ${DELIVERY_URGENCIES.join(', ')}.`,
  pickupAddress: 'Enter the pickup address.',
  deliveryAddress: 'Enter the delivery address.',
  recipientName: 'Enter the recipient name.',
  recipientPhone: 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
  paymentMethod: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}.`,
  listingId: 'listing_id must be a listing id.',
  stars: 'Choose a rating from 1 to 5 stars.',
  messageRequired: 'Message cannot be empty.',
  photoRequired: 'Attach a photo.',
  photoType: 'Only image files are allowed.',
  photoTooLarge: 'The photo is too large (at most 10 MB).',
  photoOne: 'Send one photo per message.',
  captionMax: `A caption can be at most ${DELIVERY_CAPTION_MAX} characters.`,
  vehicleType: `Choose a vehicle type: ${VEHICLE_TYPES.join(', ')}.`,
  region: 'Choose your area of Ghana.',
  lat: 'lat must be a number from -90 to 90.',
  lng: 'lng must be a number from -180 to 180.',
} as const;
