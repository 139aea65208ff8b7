import type { DisputeStatus } from '@dwa/shared/disputes';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { disputeTone } from '../lib/rules';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const t = useT(disputesMessages);
  return (
    <Badge tone={disputeTone(status)}>
      <span data-status={status}>{t(`status.${status}`)}</span>
    </Badge>
  );
}
