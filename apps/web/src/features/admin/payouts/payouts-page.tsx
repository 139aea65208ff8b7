import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminPayout } from '@dwa/shared/payouts';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage, RefreshButton } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { ReasonDialog } from '../components/reason-dialog';
import { usePayouts } from './get-payouts';
import { useHoldPayout, useReleasePayout } from './hold-payout';
import { PayoutCard } from './payout-card';
import { PAYOUT_STATUS_ORDER, payoutsSearch, personId, readPayoutsFilters } from './payouts-filters';
import type { PayoutsFilters } from './payouts-filters';

/** Narrow the list to one person, by their user id (the ledger and the users list show it). */
function PersonFilter({ filters }: { filters: PayoutsFilters }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const [text, setText] = useState(filters.userId);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = personId(text);
    if (text.trim() && !id) {
      setError(t('payouts.personInvalid'));
      return;
    }
    setError(undefined);
    navigate(paths.adminPayouts.getHref(payoutsSearch({ ...filters, userId: id })));
  }

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('payouts.personFilter')} className="flex flex-wrap items-end gap-2">
      <TextField
        label={t('payouts.personId')}
        hint={t('payouts.personHint')}
        error={error}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className="w-full max-w-xs"
      />
      <Button type="submit" variant="outline">
        {t('payouts.show')}
      </Button>
      {filters.userId ? (
        <Button
          variant="outline"
          onClick={() => {
            setText('');
            navigate(paths.adminPayouts.getHref(payoutsSearch({ ...filters, userId: '' })));
          }}
        >
          {t('payouts.everyone')}
        </Button>
      ) : null}
    </form>
  );
}

/** /admin/payouts: money paid out to sellers and couriers; one not yet sent can be held, and released. */
export function PayoutsPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const filters = readPayoutsFilters(params);
  const payouts = usePayouts(filters);
  const hold = useHoldPayout();
  const release = useReleasePayout();
  const [holding, setHolding] = useState<AdminPayout | null>(null);
  const [releasing, setReleasing] = useState<AdminPayout | null>(null);
  const [holdError, setHoldError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const loading = payouts.isPending || payouts.isPlaceholderData;
  const list = loading ? [] : (payouts.data?.pages.flatMap((page) => page.results) ?? []);
  const amountOf = (payout: AdminPayout) => f.cedis(payout.amount, 'ghc');

  function confirmHold(reason: string) {
    const payout = holding;
    if (!payout) return;
    setBusyId(payout.id);
    setHoldError(null);
    hold.mutate(
      { id: payout.id, reason },
      {
        onSuccess: () => {
          notify.success(t('payouts.heldNote', { id: String(payout.id) }));
          setHolding(null);
        },
        onError: (error) => setHoldError(failureText(error, t('payouts.actionFailed', { id: String(payout.id) }))),
        onSettled: () => setBusyId(null),
      },
    );
  }

  function confirmRelease() {
    const payout = releasing;
    if (!payout) return;
    setBusyId(payout.id);
    release.mutate(payout.id, {
      onSuccess: () => notify.success(t('payouts.releasedNote', { id: String(payout.id) })),
      onError: (error) => notify.error(failureText(error, t('payouts.actionFailed', { id: String(payout.id) }))),
      onSettled: () => {
        setBusyId(null);
        setReleasing(null);
      },
    });
  }

  const choices = [
    {
      label: t('payouts.all'),
      href: paths.adminPayouts.getHref(payoutsSearch({ ...filters, status: null, held: false })),
      current: !filters.held && filters.status === null,
    },
    {
      label: t('payouts.held'),
      href: paths.adminPayouts.getHref(payoutsSearch({ ...filters, status: null, held: true })),
      current: filters.held,
    },
    ...PAYOUT_STATUS_ORDER.map((status) => ({
      label: t(`payouts.status.${status}`),
      href: paths.adminPayouts.getHref(payoutsSearch({ ...filters, status, held: false })),
      current: !filters.held && filters.status === status,
    })),
  ];

  return (
    <AdminPage
      title={t('payouts.title')}
      description={t('payouts.intro')}
      actions={<RefreshButton query={payouts}>{t('payouts.refresh')}</RefreshButton>}
    >
      <div className="mb-5 space-y-3">
        <FilterLinks label={t('payouts.statuses')} items={choices} />
        <PersonFilter key={filters.userId} filters={filters} />
      </div>
      <ListStates
        errorText={t('payouts.error')}
        loadingText={t('payouts.loading')}
        pending={loading}
        error={payouts.isError && !payouts.data}
        empty={list.length === 0}
        emptyTitle={t('payouts.none')}
        onRetry={() => void payouts.refetch()}
      >
        <ol aria-label={t('payouts.list')} className="space-y-3">
          {list.map((payout) => (
            <li key={payout.id}>
              <PayoutCard
                payout={payout}
                busy={busyId === payout.id}
                onHold={() => {
                  setHoldError(null);
                  setHolding(payout);
                }}
                onRelease={() => setReleasing(payout)}
              />
            </li>
          ))}
        </ol>
        <LoadMore hasMore={payouts.hasNextPage} loading={payouts.isFetchingNextPage} onLoad={() => void payouts.fetchNextPage()} />
      </ListStates>
      <ReasonDialog
        open={holding !== null}
        title={t('payouts.holdTitle', { id: String(holding?.id ?? '') })}
        confirmLabel={t('payouts.hold')}
        tone="primary"
        busy={hold.isPending}
        error={holdError}
        onConfirm={confirmHold}
        onCancel={() => setHolding(null)}
      >
        <p>{holding ? t('payouts.holdText', { amount: amountOf(holding), name: holding.user.name }) : null}</p>
      </ReasonDialog>
      <ConfirmDialog
        open={releasing !== null}
        title={t('payouts.releaseTitle', { id: String(releasing?.id ?? '') })}
        confirmLabel={t('payouts.release')}
        cancelLabel={t('action.cancel')}
        busy={release.isPending}
        onConfirm={confirmRelease}
        onCancel={() => setReleasing(null)}
      >
        <p>
          {releasing
            ? t('payouts.releaseText', { amount: amountOf(releasing), name: releasing.user.name, to: releasing.destination.label })
            : null}
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
