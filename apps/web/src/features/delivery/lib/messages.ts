import type { DeliveryMessage } from '@dwa/shared/delivery';

/** Adds a message once (the POST answer and the live frame carry the same one), keeping oldest first. */
export function addMessage(list: DeliveryMessage[] | undefined, message: DeliveryMessage): DeliveryMessage[] {
  const current = list ?? [];
  if (current.some((item) => item.id === message.id)) return current;
  return [...current, message].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** The spec's quick replies, by who is typing. */
export const QUICK_REPLIES = {
  customer: ['Where are you now?', 'Please call me when you arrive.', 'I am at the gate.', 'Thank you!'],
  courier: ['I have picked up your item.', 'I am on my way.', 'I am outside.', 'Please share the handover code.'],
} as const;
