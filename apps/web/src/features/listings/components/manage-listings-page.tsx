import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { ClipboardList, Plus, Search } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useDeleteListing } from '../api/delete-listing';
import { useMyListings } from '../api/get-my-listings';
import { useUpdateListingStatus } from '../api/update-listing-status';
import { useMarkSold, useRenewListing, useRepostListing } from '../api/listing-lifecycle';
import { MarkSoldDialog } from './mark-sold-dialog';
import { STATUS_FILTERS, filterListings, isStatusFilter } from '../lib/filter-listings';
import { nextStatus, statusToast, summarize } from '../lib/listing-status';
import { GettingStartedCard } from './getting-started-card';
import { ListingsSummaryCards } from './listings-summary-cards';
import { MyListingsCards, MyListingsTable } from './my-listings-views';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

/** An answer from the server (failure) rather than no answer at all (exception). */
const answered = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0;

function useListingActions() {
  const t = useT(manageMessages);
  const status = useUpdateListingStatus();
  const remove = useDeleteListing();
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  const [toSell, setToSell] = useState<Listing | null>(null);
  const renew = useRenewListing();
  const repost = useRepostListing();
  const sold = useMarkSold();

  /** The server's reason when it refused (no renewals left, a held ad), else a general failure. */
  const failed = (error: unknown) => {
    if (answered(error) && error.status === 401) return;
    notify.error(
      answered(error) && error.status < 500 && typeof error.detail === 'string'
        ? `${t('actionFailed')} ${error.detail}`
        : t('actionFailed'),
    );
  };

  function toggle(listing: Listing) {
    const next = nextStatus(listing.status);
    status.mutate(
      { id: listing.id, status: next },
      {
        onSuccess: () => notify.success(statusToast(t, next)),
        onError: (error) => {
          if (answered(error) && error.status === 401) return; // the client has said the session expired
          if (!answered(error)) return notify.error(t('statusException'));
          notify.error(error.status === 409 ? `${t('statusFailed')} ${error.detail}` : t('statusFailed'));
        },
      },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setToDelete(null);
      },
      onError: (error) => {
        if (answered(error) && error.status === 401) return;
        notify.error(answered(error) ? t('deleteFailed') : t('deleteException'));
        setToDelete(null);
      },
    });
  }

  const busyId = status.isPending
    ? (status.variables?.id ?? null)
    : renew.isPending
      ? (renew.variables ?? null)
      : repost.isPending
        ? (repost.variables ?? null)
        : null;

  return {
    toggle,
    togglingId: busyId,
    onRenew: (listing: Listing) => renew.mutate(listing.id, { onSuccess: () => notify.success(t('renewed')), onError: failed }),
    onRepost: (listing: Listing) => repost.mutate(listing.id, { onSuccess: () => notify.success(t('reposted')), onError: failed }),
    onSold: setToSell,
    toSell,
    selling: sold.isPending,
    cancelSell: () => setToSell(null),
    confirmSell: (listing: Listing, buyerId: number | null) =>
      sold.mutate(
        { id: listing.id, buyerId },
        {
          onSuccess: () => {
            notify.success(t('markedSold'));
            setToSell(null);
          },
          onError: (error) => {
            failed(error);
            setToSell(null);
          },
        },
      ),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
  };
}

function NewListingLink({ label }: { label?: string }) {
  const t = useT(manageMessages);
  return (
    <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {label ?? t('new')}
    </Link>
  );
}

export function ManageListingsPage() {
  const t = useT(manageMessages);
  const tl = useT(listingDetailMessages);
  const query = useMyListings();
  const actions = useListingActions();
  const wide = useMediaQuery('(min-width: 640px)');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatusFilter(statusParam) ? statusParam : 'all';

  const setParam = (name: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const all = query.data?.results ?? [];
  const rowHandlers = {
    onToggle: actions.toggle,
    onDelete: actions.askDelete,
    togglingId: actions.togglingId,
    onRenew: actions.onRenew,
    onRepost: actions.onRepost,
    onSold: actions.onSold,
  };
  const shown = filterListings(all, search, status);

  return (
    // Wider than the other pages: the table has eight columns.
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <DocumentTitle title={t('title')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">{t('intro')}</p>
        </div>
        <NewListingLink />
      </div>
      {query.isPending ? <Spinner label={t('loading')} /> : null}
      {query.isError ? (
        <EmptyState title={t('error.title')}>
          <p className="text-sm text-gray-700 dark:text-gray-300">{failureText(query.error, t('error.text'))}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </EmptyState>
      ) : null}
      {query.isSuccess && all.length === 0 ? (
        <div className="space-y-6">
          <EmptyState icon={<ClipboardList aria-hidden="true" className="size-10" />} title={t('empty.title')}>
            <NewListingLink label={t('empty.first')} />
          </EmptyState>
          <GettingStartedCard />
        </div>
      ) : null}
      {query.isSuccess && all.length > 0 ? (
        <div className="space-y-6">
          <ListingsSummaryCards summary={summarize(all)} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="listing-search" className="block text-sm font-semibold">
                {t('search.label')}
              </label>
              <div className="relative mt-1">
                <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
                <input
                  id="listing-search"
                  type="search"
                  value={search}
                  onChange={(event) => setParam('q', event.target.value, '')}
                  placeholder={t('search.placeholder')}
                  className="block w-full rounded-lg border border-gray-300 bg-white py-2.5 pr-3 pl-9 text-base dark:border-gray-600 dark:bg-gray-900"
                />
              </div>
            </div>
            <div>
              <label htmlFor="listing-status" className="block text-sm font-semibold">
                {t('filter.label')}
              </label>
              <select
                id="listing-status"
                value={status}
                onChange={(event) => setParam('status', event.target.value, 'all')}
                className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base sm:w-48 dark:border-gray-600 dark:bg-gray-900"
              >
                {STATUS_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {value === 'all' ? t('filter.all') : tl(`status.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" className="text-sm font-medium text-gray-700 dark:text-gray-300">
            {t('showing', { shown: shown.length, count: all.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState icon={<Search aria-hidden="true" className="size-10" />} title={t('noMatch')}>
              <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {t('clearFilters')}
              </Button>
            </EmptyState>
          ) : wide ? (
            <MyListingsTable listings={shown} {...rowHandlers} />
          ) : (
            <MyListingsCards listings={shown} {...rowHandlers} />
          )}
        </div>
      ) : null}
      <MarkSoldDialog listing={actions.toSell} busy={actions.selling} onCancel={actions.cancelSell} onConfirm={actions.confirmSell} />
      <ConfirmDialog
        open={actions.toDelete !== null}
        title={t('delete.title')}
        confirmLabel={actions.deleting ? t('delete.busy') : t('delete.confirm')}
        confirmVariant="danger"
        busy={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      >
        <p>{t('delete.about')}</p>
        <p className="font-semibold break-words text-gray-900 dark:text-gray-100">{actions.toDelete?.title}</p>
        <p>{t('delete.undo')}</p>
      </ConfirmDialog>
    </div>
  );
}
