import type { DeliveryMessage } from '@dwa/shared/delivery';
import type { AreaKey } from '../../../lib/i18n/area';
import type { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';

/** Adds a message once (the POST answer and the live frame carry the same one), keeping oldest first. */
export function addMessage(list: DeliveryMessage[] | undefined, message: DeliveryMessage): DeliveryMessage[] {
  const current = list ?? [];
  if (current.some((item) => item.id === message.id)) return current;
  return [...current, message].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** The spec's quick replies, by who is typing (their messages: a reply is sent in the sender's language). */
export const QUICK_REPLIES: Record<'customer' | 'courier', readonly AreaKey<typeof deliveryMessages>[]> = {
  customer: ['quick.customer.where', 'quick.customer.call', 'quick.customer.gate', 'quick.customer.thanks'],
  courier: ['quick.courier.picked', 'quick.courier.onWay', 'quick.courier.outside', 'quick.courier.code'],
};
