import type { AreaKey } from '../../../lib/i18n/area';
import type { deliveryMessages } from '../../../lib/i18n/areas/delivery/en';

type Key = AreaKey<typeof deliveryMessages>;

// The delivery support line and hours (spec: support Monday to Friday, 08am to 9pm, the message
// 'supportHours'; deliveries 7:00 to 22:00). The number is a placeholder until the business gives
// the real line: see the issue notes. The tips name their messages.
export const SUPPORT_PHONE = '+233302000000';
export const DELIVERY_HOURS = { from: '7:00', to: '22:00' };

export const QUICK_TIPS: Key[] = ['tips.describe', 'tips.landmarks', 'tips.recipient', 'tips.hours'];

export const DELIVERY_TIPS: Key[] = ['tips.code', 'tips.check', 'tips.chat', 'tips.support'];
