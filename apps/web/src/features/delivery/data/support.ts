import type { AreaKey } from '../../../lib/i18n/area';
import type { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';

type Key = AreaKey<typeof deliveryMessages>;

// The delivery support line (spec: support Monday to Friday, 8 am to 9 pm, the message
// 'supportHours'; deliveries 7 am to 10 pm, 'tips.hours', each written the language's way). The number is a placeholder until the business gives
// the real line: see the issue notes. The tips name their messages.
export const SUPPORT_PHONE = '+233302000000';

export const QUICK_TIPS: Key[] = ['tips.describe', 'tips.landmarks', 'tips.recipient', 'tips.hours'];

export const DELIVERY_TIPS: Key[] = ['tips.code', 'tips.check', 'tips.chat', 'tips.support'];
