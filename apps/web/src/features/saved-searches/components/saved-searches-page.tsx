import { useState, type FormEvent } from 'react';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import type { SavedSearch, SavedSearchFrequency } from '@dwa/shared/saved-searches';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '@dwa/shared/saved-searches-constants';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { inputClasses } from '../../../components/ui/input-classes';
import { useChangeSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import type { Format } from '../../../lib/i18n/format';
import { useCatalogueText, type CatalogueText } from '../../../lib/i18n/catalogue-text';
import { savedSearchesMessages } from '../../../lib/i18n/catalogs/saved-searches';
import type { AreaT } from '../../../lib/i18n/area';

type T = AreaT<(typeof savedSearchesMessages)['en']>;

/**
 * "Phones · Greater Accra · GHC 100.00 to GHC 2,500.00 · “samsung”": what the search looks for, in a
 * line, in the reader's language: the catalogue's words translated (issue 36), prices the classifieds'
 * way, as Explore's cards write them.
 */
function summary(t: T, f: Format, catalogue: CatalogueText, search: SavedSearch): string {
  const q = search.query;
  const price = (value: string) => f.cedis(Number(value), 'ghc');
  const parts = [
    q.q ? `“${q.q}”` : null,
    q.sub_category ? catalogue.subCategory(q.sub_category) : q.category ? catalogue.category(q.category) : null,
    q.region ? catalogue.region(q.region) : null,
    q.condition ? catalogue.condition(q.condition) : null,
    q.min_price && q.max_price
      ? t('priceRange', { min: price(q.min_price), max: price(q.max_price) })
      : q.min_price
        ? t('priceFrom', { min: price(q.min_price) })
        : q.max_price
          ? t('priceTo', { max: price(q.max_price) })
          : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('everything');
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const t = useT(savedSearchesMessages);
  const f = useFormat();
  const catalogue = useCatalogueText();
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);

  async function save(changes: { name?: string; frequency?: SavedSearchFrequency; email?: boolean }) {
    try {
      await change.mutateAsync({ id: search.id, change: changes });
      notify.success(t('updated'));
      return true;
    } catch {
      notify.error(t('updateFailed'));
      return false;
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (await save({ name: name.trim() })) setRenaming(false);
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(search.id);
      notify.success(t('deleted'));
    } catch {
      notify.error(t('updateFailed'));
    }
    setConfirming(false);
  }

  const nameId = `saved-search-name-${search.id}`;
  const frequencyId = `saved-search-frequency-${search.id}`;
  const emailId = `saved-search-email-${search.id}`;
  const digest = search.frequency === 'daily' || search.frequency === 'weekly';
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      {renaming ? (
        <form onSubmit={(event) => void rename(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={nameId} className="block text-sm font-medium">
              {t('name')}
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              onChange={(event) => setName(event.target.value)}
              className={inputClasses}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={change.isPending || !name.trim()}>
              {t('saveName')}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setName(search.name);
                setRenaming(false);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <h2 className="text-base font-semibold break-words">{search.name}</h2>
      )}
      <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">{summary(t, f, catalogue, search)}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={frequencyId} className="block text-sm font-medium">
            {t('frequency')}
          </label>
          <select
            id={frequencyId}
            value={search.frequency}
            disabled={change.isPending}
            onChange={(event) => void save({ frequency: event.target.value as SavedSearchFrequency })}
            className={inputClasses}
          >
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`frequency.${frequency}`)}
              </option>
            ))}
          </select>
        </div>
        {digest ? (
          // A daily or weekly digest can also come by mail (its unsubscribe link turns this off).
          <div className="flex min-h-11 items-center gap-2">
            <input
              id={emailId}
              type="checkbox"
              checked={search.email}
              disabled={change.isPending}
              onChange={(event) => void save({ email: event.target.checked })}
              className="size-5 accent-emerald-700"
            />
            <label htmlFor={emailId} className="text-sm">
              {t('emailDigest')}
            </label>
          </div>
        ) : null}
        <Link to={search.link} className={buttonClasses('primary')}>
          <Search aria-hidden="true" className="size-4" />
          {t('open')}
        </Link>
        {!renaming ? (
          <Button variant="outline" aria-label={t('renameTitle', { name: search.name })} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('rename')}
          </Button>
        ) : null}
        <Button variant="outline" aria-label={t('deleteTitle', { name: search.name })} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        confirmVariant="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('confirmText', { name: search.name })}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The account's saved searches: what each looks for, how often it alerts, rename, delete, open. */
export function SavedSearchesPage() {
  const t = useT(savedSearchesMessages);
  const query = useSavedSearches();
  return (
    <Page title={t('title')} description={t('description')}>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <SectionError message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <EmptyState icon={<BellRing aria-hidden="true" className="size-10" />} title={t('empty')}>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('emptyText')}</p>
          <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
            {t('explore')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
            {t('count', { count: query.data.results.length, limit: query.data.limit })}
          </p>
          <ul className="grid gap-3" aria-label={t('title')}>
            {query.data.results.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
