import { Badge } from '../../../components/ui/badge';
import { statusBadge } from '../lib/listing-status';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

export function StatusBadge({ status }: { status: string }) {
  const { key, tone } = statusBadge(status);
  const t = useT(listingDetailMessages);
  return (
    <Badge tone={tone} className="shrink-0 whitespace-nowrap">
      {t(`status.${key}`)}
    </Badge>
  );
}
