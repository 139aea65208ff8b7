import type { Delivery, DeliverySize, DeliveryUrgency } from '@dwa/shared/delivery';

export type RequestFormValues = {
  item_description: string;
  item_size: DeliverySize;
  pickup_address: string;
  delivery_address: string;
  recipient_name: string;
  recipient_phone: string;
  urgency: DeliveryUrgency;
  payment_method: 'cash' | 'momo';
  listing_id: number | null;
};

export const EMPTY_REQUEST: RequestFormValues = {
  item_description: '',
  item_size: 'small',
  pickup_address: '',
  delivery_address: '',
  recipient_name: '',
  recipient_phone: '',
  urgency: 'standard',
  payment_method: 'cash',
  listing_id: null,
};

const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** A new request pre-filled from a listing's 'Request delivery' link (?item=&pickup=&listing=). */
export function prefillFromSearch(search: URLSearchParams): RequestFormValues {
  const listing = Number(search.get('listing'));
  return {
    ...EMPTY_REQUEST,
    item_description: clip(search.get('item'), 300),
    pickup_address: clip(search.get('pickup'), 300),
    listing_id: Number.isInteger(listing) && listing > 0 ? listing : null,
  };
}

/** Reorder: the same item, addresses, recipient, size, urgency and payment as a past delivery. */
export function prefillFromDelivery(delivery: Delivery): RequestFormValues {
  return {
    item_description: delivery.item_description,
    item_size: delivery.item_size,
    pickup_address: delivery.pickup_address,
    delivery_address: delivery.delivery_address,
    recipient_name: delivery.recipient_name,
    recipient_phone: delivery.recipient_phone,
    urgency: delivery.urgency,
    payment_method: delivery.payment_method,
    listing_id: null,
  };
}
