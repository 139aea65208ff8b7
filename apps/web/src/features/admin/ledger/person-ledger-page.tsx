import type { Movement } from '@dwa/shared/payouts';
import { orderNumber } from '@dwa/shared/orders-rules';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import type { Format } from '../../../lib/i18n/format';
import { Inbox } from 'lucide-react';
import { AdminPage } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { LoadMore } from '../components/load-more';
import { formatDateTime } from '../lib/format';
import { payoutsSearch } from '../payouts/payouts-filters';
import { usePersonLedger } from './get-person-ledger';
import type { PersonLedger } from './get-person-ledger';
import { movementKind, readWallet } from './movement-text';
import { AdminTable } from '../components/admin-table';

const link = 'font-medium text-emerald-800 underline dark:text-emerald-300';

/** '+GHC 47.50' to them, '−GHC 25.00' from them. */
const signed = (f: Format, cedis: number) => (cedis > 0 ? `+${f.cedis(cedis, 'ghc')}` : f.cedis(cedis, 'ghc'));

function Balances({ ledger }: { ledger: PersonLedger }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const tiles: [string, number, string][] = [
    [t('ledger.available'), ledger.available, t('ledger.availableHint')],
    [t('ledger.heldInEscrow'), ledger.held, t('ledger.heldHint')],
    [t('ledger.inTransit'), ledger.in_transit, t('ledger.inTransitHint')],
    [t('ledger.paidOut'), ledger.paid_out, t('ledger.paidOutHint')],
  ];
  return (
    <section aria-labelledby="ledger-balances" className="mb-6">
      <h2 id="ledger-balances" className="mb-3 text-lg font-bold">
        {t('ledger.balances')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map(([label, value, hint]) => (
          <div key={label} className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
            <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className={`mt-1 text-xl font-bold tabular-nums ${value < 0 ? 'text-red-700 dark:text-red-400' : ''}`}>
              {f.cedis(value, 'ghc')}
            </dd>
            <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function About({ movement }: { movement: Movement }) {
  const t = useT(adminMessages);
  const parts: string[] = [];
  if (movement.order_id !== null) parts.push(t('ledger.order', { number: orderNumber(movement.order_id) }));
  if (movement.ride_id !== null) parts.push(t('ledger.ride', { id: String(movement.ride_id) }));
  if (movement.payout_id !== null) parts.push(t('ledger.payout', { id: String(movement.payout_id) }));
  return (
    <>
      {parts.length > 0 ? <span className="block">{parts.join(' · ')}</span> : null}
      {movement.memo ? <span className="block text-gray-600 dark:text-gray-400">{movement.memo}</span> : null}
      {parts.length === 0 && !movement.memo ? '—' : null}
    </>
  );
}

function Statement({ movements }: { movements: Movement[] }) {
  const f = useFormat();
  const t = useT(adminMessages);
  if (movements.length === 0) return <EmptyState icon={<Inbox aria-hidden="true" className="size-10" />} title={t('ledger.none')} />;
  return (
    <AdminTable
      label={t('ledger.statement')}
      columns={[
        { label: t('ledger.when') },
        { label: t('ledger.kind') },
        { label: t('ledger.amount'), end: true },
        { label: t('ledger.about') },
      ]}
    >
      {movements.map((movement) => (
        <tr key={movement.id}>
          <td className="px-3 py-3 whitespace-nowrap">
            <time dateTime={movement.created_at}>{formatDateTime(f, movement.created_at)}</time>
          </td>
          <th scope="row" className="px-3 py-3 text-start font-medium">
            {movementKind(t, movement.kind)}
          </th>
          <td
            className={`px-3 py-3 text-end whitespace-nowrap tabular-nums ${movement.amount < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-800 dark:text-emerald-300'}`}
          >
            {signed(f, movement.amount)}
          </td>
          <td className="min-w-40 px-3 py-3 break-words">
            <About movement={movement} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** /admin/users/:id/ledger: a person's wallet (seller's or courier's), its balances and every movement. */
export function PersonLedgerPage() {
  const t = useT(adminMessages);
  const userId = useParams().id ?? '';
  const [params] = useSearchParams();
  const wallet = readWallet(params);
  const ledger = usePersonLedger(userId, wallet);
  const first = ledger.data?.pages[0];

  if (ledger.isPending) return <Spinner label={t('ledger.loading')} />;
  if (!first) {
    const missing = ledger.error instanceof ApiError && [400, 404, 422].includes(ledger.error.status);
    return (
      <AdminPage title={missing ? t('ledger.notFound') : t('ledger.title')}>
        {missing ? <p>{t('ledger.noSuchPerson')}</p> : <SectionError message={t('ledger.error')} onRetry={() => void ledger.refetch()} />}
      </AdminPage>
    );
  }

  const movements = (ledger.data?.pages ?? []).flatMap((page) => page.movements);
  const wallets = (['seller', 'courier'] as const).map((name) => ({
    label: t(`payouts.wallet.${name}`),
    href: paths.adminLedger.getHref(userId, name),
    current: wallet === name,
  }));
  return (
    <AdminPage
      title={t('ledger.titleOf', { name: first.user.name })}
      description={first.user.email}
      actions={
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.adminPayouts.getHref(payoutsSearch({ status: null, held: false, userId }))} className={link}>
            {t('ledger.payoutsLink')}
          </Link>
          <Link to={paths.adminUser.getHref(userId)} className={link}>
            {t('ledger.userLink')}
          </Link>
        </div>
      }
    >
      <div className="mb-5">
        <FilterLinks label={t('ledger.wallets')} items={wallets} />
      </div>
      <Balances ledger={first} />
      <section aria-labelledby="ledger-statement">
        <h2 id="ledger-statement" className="mb-3 text-lg font-bold">
          {t('ledger.statement')}
        </h2>
        <Statement movements={movements} />
        <LoadMore hasMore={ledger.hasNextPage} loading={ledger.isFetchingNextPage} onLoad={() => void ledger.fetchNextPage()} />
      </section>
    </AdminPage>
  );
}
