import { toE164Ghana } from '@dwa/shared/phone';

// WhatsApp links (wa.me), the way most Ghanaians share an ad and reach a seller. wa.me opens the
// app on a phone and WhatsApp Web on a computer; the text arrives typed, for the person to send.

const WA_ME = 'https://wa.me/';

/** A link that shares the text with a chat the person picks. */
export function whatsappShareHref(text: string): string {
  return `${WA_ME}?text=${encodeURIComponent(text)}`;
}

/** A link that opens a chat with a Ghana number, the text typed; null when the number is not one. */
export function whatsappChatHref(phone: string, text: string): string | null {
  const e164 = toE164Ghana(phone);
  return e164 ? `${WA_ME}${e164.slice(1)}?text=${encodeURIComponent(text)}` : null;
}

/** What a shared listing says: its title, price and address, one per line. */
export function listingShareText(listing: { title: string; price: string }, url: string): string {
  return `${listing.title}\n${listing.price} on Dwa\n${url}`;
}

/** What a buyer's first WhatsApp message to a seller says. */
export function sellerMessageText(title: string, url: string): string {
  return `Hello, I saw your ad "${title}" on Dwa. Is it still available?\n${url}`;
}
