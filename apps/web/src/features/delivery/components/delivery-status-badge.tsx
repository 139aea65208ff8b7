import type { DeliveryStatus } from '@dwa/shared/delivery';
import { Badge } from '../../../components/ui/badge';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const t = useT(deliveryMessages);
  const tone = status === 'delivered' ? 'success' : status === 'cancelled' ? 'neutral' : status === 'requested' ? 'warning' : 'brand';
  return <Badge tone={tone}>{t(`status.${status}`)}</Badge>;
}
