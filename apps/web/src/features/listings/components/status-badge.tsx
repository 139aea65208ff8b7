import { Badge } from '../../../components/ui/badge';
import { statusBadge } from '../lib/listing-status';

export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return <Badge tone={tone} className="shrink-0 whitespace-nowrap">{label}</Badge>;
}
