import { Smartphone } from 'lucide-react';
import type { Payment } from '@dwa/shared/commerce';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown, spokenCountdown } from '../lib/countdown';
import { MOMO_NETWORK_LABELS as NETWORK_LABELS } from '@dwa/shared/momo';
import { FocusHeading } from './focus-heading';
import { MoneyRow } from './money-rows';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** How the payment provider's own note starts when it only repeats our heading (then it is not shown). */
const PROMPT = 'Approve the prompt on your phone';

/** A prompt on the payer's phone: the amount, where it went, the time left; the page follows the answer live. */
export function PaymentWaiting({ payment }: { payment: Payment }) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const left = useCountdown(payment.expires_at);
  const note = payment.display_text && !payment.display_text.startsWith(PROMPT) ? payment.display_text : null;
  return (
    <div className="space-y-6">
      <div className="space-y-3 text-center">
        <span className="relative mx-auto flex size-20 items-center justify-center rounded-full bg-emerald-100 dark:bg-emerald-950">
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-ping rounded-full bg-emerald-200 opacity-60 motion-reduce:hidden dark:bg-emerald-900"
          />
          <Smartphone aria-hidden="true" className="relative size-10 text-emerald-800 dark:text-emerald-300" />
        </span>
        <FocusHeading>{t('wait.title')}</FocusHeading>
        <p className="text-gray-700 dark:text-gray-300">{note ?? t('wait.text')}</p>
      </div>
      <dl className="space-y-2 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
        <MoneyRow label={t('amount')} amount={payment.amount} strong />
        <MoneyRow label={t('momo')} amount={`${NETWORK_LABELS[payment.network]} ${payment.phone}`} />
      </dl>
      <div
        role="timer"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-center dark:border-amber-800 dark:bg-amber-950/40"
      >
        {left > 0 ? (
          <>
            <p className="text-sm text-gray-800 dark:text-gray-200">{t('wait.timeLeft')}</p>
            <p aria-hidden="true" className="font-mono text-3xl font-bold text-gray-950 tabular-nums dark:text-white">
              {formatCountdown(left)}
            </p>
            <p className="sr-only">{spokenCountdown(t, left)}</p>
          </>
        ) : (
          <p className="text-sm font-semibold text-gray-800 dark:text-gray-200">{t('wait.timeUp')}</p>
        )}
      </div>
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-emerald-600 border-t-transparent motion-reduce:animate-none dark:border-emerald-400 dark:border-t-transparent"
        />
        {t('wait.status', { amount: f.cedis(payment.amount, 'ghc') })}
      </p>
      <p className="text-center text-xs text-gray-600 dark:text-gray-400">{t('wait.noPrompt')}</p>
    </div>
  );
}
