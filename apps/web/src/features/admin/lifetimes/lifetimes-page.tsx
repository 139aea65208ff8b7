import { useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import type { ListingTtls } from '@dwa/shared/listing-expiry';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/areas/admin/en';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../lib/format';
import { parseDays, useListingTtls, useSetListingTtl } from './lifetimes-api';

function LifetimesTable({ ttls, busy, onClear }: { ttls: ListingTtls; busy: boolean; onClear: (category: string) => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  return (
    <div tabIndex={0} role="region" aria-label={t('lifetimes.byCategory')} className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('lifetimes.byCategory')}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-900 dark:text-gray-300">
          <tr>
            <th scope="col" className="px-3 py-3 text-start">{t('commission.category')}</th>
            <th scope="col" className="px-3 py-3 text-end">{t('lifetimes.days')}</th>
            <th scope="col" className="px-3 py-3 text-start">{t('commission.source')}</th>
            <th scope="col" className="px-3 py-3 text-start"><span className="sr-only">{t('commission.actions')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {CATEGORY_NAMES.map((category) => {
            const own = ttls.ttls.find((ttl) => ttl.category === category);
            const name = catalogue.category(category);
            return (
              <tr key={category}>
                <th scope="row" className="px-3 py-3 text-start font-medium">{name}</th>
                <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">{t('lifetimes.daysValue', { days: own ? own.days : ttls.default_days })}</td>
                <td className="px-3 py-3 text-gray-700 dark:text-gray-300">{own ? t('commission.own', { date: formatDateTime(f, own.updated_at) }) : t('commission.default')}</td>
                <td className="px-3 py-2 text-end">
                  {own ? (
                    <Button size="sm" variant="outline" onClick={() => onClear(category)} disabled={busy} aria-label={t('lifetimes.clearOf', { category: name })}>
                      {t('commission.clear')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/lifetimes: how long a classified ad stays live, the default and each category's own (ADR 066). */
export function LifetimesPage() {
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const query = useListingTtls();
  const save = useSetListingTtl();
  const [category, setCategory] = useState<string>(CATEGORY_NAMES[0]!);
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseDays(days);
    setFailure(null);
    if (value === null) {
      setError(t('lifetimes.daysInvalid'));
      return;
    }
    setError(undefined);
    save.mutate(
      { category, days: value },
      {
        onSuccess: () => {
          setDays('');
          setAnnouncement(t('lifetimes.saved', { category: catalogue.category(category), days: value }));
        },
        onError: (problem) => setFailure(failureText(problem, t('lifetimes.saveFailed'))),
      },
    );
  }

  function clear(name: string) {
    save.mutate(
      { category: name, days: null },
      {
        onSuccess: () => setAnnouncement(t('lifetimes.cleared', { category: catalogue.category(name) })),
        onError: (problem) => setAnnouncement(failureText(problem, t('lifetimes.saveFailed'))),
      },
    );
  }

  let body;
  if (query.isPending) body = <Spinner label={t('lifetimes.loading')} />;
  else if (query.isError) body = <SectionError message={t('lifetimes.error')} onRetry={() => void query.refetch()} />;
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section aria-labelledby="lifetimes-list" className="min-w-0 space-y-3">
          <h2 id="lifetimes-list" className="text-lg font-bold">
            {t('lifetimes.byCategory')}
          </h2>
          <p className="text-sm">{t('lifetimes.defaultIs', { days: query.data.default_days })}</p>
          <LifetimesTable ttls={query.data} busy={save.isPending} onClear={clear} />
        </section>
        <form onSubmit={submit} noValidate aria-labelledby="lifetimes-set" className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
          <h2 id="lifetimes-set" className="text-lg font-bold">
            {t('lifetimes.set')}
          </h2>
          <FormField label={t('commission.category')}>
            {(control) => (
              <select {...control} value={category} onChange={(event) => setCategory(event.target.value)} className={inputClasses}>
                {CATEGORY_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {catalogue.category(name)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField label={t('lifetimes.days')} error={error} value={days} inputMode="numeric" autoComplete="off" onChange={(event) => setDays(event.target.value)} />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('commission.saving') : t('lifetimes.save')}
          </Button>
        </form>
      </div>
    );

  return (
    <AdminPage title={t('lifetimes.title')} description={t('lifetimes.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      {body}
    </AdminPage>
  );
}
