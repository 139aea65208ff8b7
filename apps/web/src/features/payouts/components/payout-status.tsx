import type { Payout } from '@dwa/shared/payouts';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { payoutTone } from '../lib/money';

export function PayoutStatusBadge({ payout }: { payout: Pick<Payout, 'status' | 'held'> }) {
  const t = useT(payoutsMessages);
  if (payout.held && (payout.status === 'pending' || payout.status === 'processing'))
    return <Badge tone="warning">{t('status.held')}</Badge>;
  return (
    <Badge tone={payoutTone(payout.status)}>
      <span data-status={payout.status}>{t(`status.${payout.status}`)}</span>
    </Badge>
  );
}
