// The delivery support line and hours (spec: support Monday to Friday, 08am to 9pm; deliveries 7:00
// to 22:00). The number is a placeholder until the business gives the real line: see the issue notes.
export const SUPPORT_PHONE = '+233302000000';
export const SUPPORT_HOURS = 'Monday to Friday, 08am to 9pm';
export const DELIVERY_HOURS = '7:00 to 22:00';

export const QUICK_TIPS = [
  'Describe the item clearly (colour, size, how many) so the courier picks up the right thing.',
  'Add landmarks to the addresses: Ghana Post GPS codes help too.',
  'Make sure the recipient can answer the phone and has the handover code.',
  `Deliveries run from ${DELIVERY_HOURS}, every day.`,
];

export const DELIVERY_TIPS = [
  'Share the handover code only when the item is in your hands.',
  'Check the item before you give the code.',
  'Use the chat to send a landmark or your location.',
  `Support is open ${SUPPORT_HOURS}.`,
];
