import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import type { Payout } from '@dwa/shared/payouts';
import { Price } from '../../../components/price';
import { useT } from '../../../lib/i18n/i18n-context';
import { useProblemText } from '../../../lib/i18n/problem-text';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { useFollowPayout } from '../api/get-payouts';
import { isFinal } from '../lib/money';

/** The payout just asked for, followed until the provider's last word: paid, failed or reversed. */
export function PayoutProgress({ payout: initial }: { payout: Payout }) {
  const t = useT(payoutsMessages);
  const issue = useProblemText();
  const payout = useFollowPayout(initial).data;
  const final = isFinal(payout.status);
  const good = payout.status === 'paid';
  const Icon = !final ? Loader2 : good ? CircleCheck : CircleX;
  const text =
    payout.status === 'paid'
      ? t('progress.paid', { account: payout.destination.label })
      : payout.status === 'failed'
        ? t('progress.failed')
        : payout.status === 'reversed'
          ? t('progress.reversed')
          : payout.held
            ? t('progress.held')
            : t('progress.sending', { account: payout.destination.label });
  return (
    <div
      role="status"
      data-testid="payout-progress"
      className={`mt-4 flex gap-3 rounded-xl border px-4 py-3 ${good ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40' : final ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40' : 'border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800/60'}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${final ? '' : 'animate-spin motion-reduce:animate-none'}`} />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          <Price cedis={payout.amount} /> · {t(`status.${payout.status}`)}
        </p>
        <p>{text}</p>
        {payout.failure_reason && final && !good ? (
          <p className="mt-1 text-gray-700 dark:text-gray-300">{issue(payout.failure_reason)}</p>
        ) : null}
      </div>
    </div>
  );
}
