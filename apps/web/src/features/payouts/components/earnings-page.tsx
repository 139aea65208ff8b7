import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/failure-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { useEarnings } from '../api/get-earnings';
import { usePayoutMethod } from '../api/get-payout-method';
import { heldUntil, walletFrom } from '../lib/money';
import { BalanceCards } from './balance-cards';
import { MovementList } from './movement-list';
import { PayoutHistory } from './payout-history';
import { PayoutMethodCard } from './payout-method-card';
import { WalletSwitch } from './wallet-switch';
import { WithdrawCard } from './withdraw-card';

function EarningsSkeleton() {
  const t = useT(payoutsMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** /earnings?wallet=seller|courier: the balances from the ledger, where payouts go, Withdraw, and every movement. */
export function EarningsPage() {
  const t = useT(payoutsMessages);
  const session = useSession();
  const [search] = useSearchParams();
  const wallet = walletFrom(search.get('wallet'), session.status === 'signed-in' && session.isSeller);
  const earnings = useEarnings(wallet);
  const method = usePayoutMethod();
  const [now] = useState(() => new Date());
  const first = earnings.data?.pages[0];
  const movements = earnings.data?.pages.flatMap((page) => page.movements) ?? [];
  const current = method.data?.method ?? null;
  const canWithdraw = current !== null && heldUntil(current.payouts_held_until, now) === null;

  return (
    <Page title={t('title')} description={t('description')}>
      <WalletSwitch wallet={wallet} />
      {earnings.isPending ? (
        <EarningsSkeleton />
      ) : earnings.isError || !first ? (
        <SectionError message={failureText(earnings.error, t('error'))} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <BalanceCards earnings={first} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            {method.isPending ? (
              <Skeleton className="h-28 w-full" />
            ) : method.isError ? (
              <SectionError message={failureText(method.error, t('method.error'))} onRetry={() => void method.refetch()} />
            ) : (
              <PayoutMethodCard method={current} wallet={wallet} now={now} />
            )}
            <WithdrawCard wallet={wallet} earnings={first} canWithdraw={canWithdraw} />
          </div>
          <MovementList
            wallet={wallet}
            movements={movements}
            hasMore={earnings.hasNextPage}
            loadingMore={earnings.isFetchingNextPage}
            onMore={() => void earnings.fetchNextPage()}
          />
          <PayoutHistory />
        </>
      )}
    </Page>
  );
}
