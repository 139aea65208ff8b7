import type { PayoutMethod, Wallet } from '@dwa/shared/payouts';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { heldUntil } from '../lib/money';

/** 'MTN 024 *** 4567', or the bank's name and the account's last digits. */
export function methodLabel(method: Pick<PayoutMethod, 'kind' | 'network' | 'bank_name' | 'bank_code' | 'account_number'>): string {
  return method.kind === 'momo'
    ? `${method.network ?? ''} ${method.account_number}`.trim()
    : `${method.bank_name ?? method.bank_code ?? ''} ${method.account_number}`.trim();
}

/** Where payouts go, with Change; a change within 24 hours says when payouts resume. */
export function PayoutMethodCard({ method, wallet, now }: { method: PayoutMethod | null; wallet: Wallet; now: Date }) {
  const t = useT(payoutsMessages);
  const f = useFormat();
  const until = method ? heldUntil(method.payouts_held_until, now) : null;
  return (
    <section
      aria-labelledby="method-title"
      className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="method-title" className="font-semibold">
            {t('method.title')}
          </h2>
          {method ? (
            <p className="mt-1 text-sm" data-testid="payout-method">
              <span className="font-medium">{methodLabel(method)}</span>
              <span className="text-gray-600 dark:text-gray-400"> · {method.account_name}</span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t('method.none')}</p>
          )}
        </div>
        <Link to={paths.payoutMethod.getHref(wallet)} className={buttonClasses(method ? 'outline' : 'primary', 'sm')}>
          {method ? t('method.change') : t('method.add')}
        </Link>
      </div>
      {until ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {t('method.held', { time: f.date(until, 'dayMonthTime') })}
        </p>
      ) : null}
    </section>
  );
}
