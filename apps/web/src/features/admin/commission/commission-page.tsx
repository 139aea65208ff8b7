import { useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { useCommissionRates, useSetCommissionRate } from './commission-api';
import type { CommissionRates } from './commission-api';
import { checkPercent } from './commission-form';

const percentText = (f: ReturnType<typeof useFormat>, percent: number) => `${f.number(percent)} %`;

function RatesTable({ rates, busy, onClear }: { rates: CommissionRates; busy: boolean; onClear: (category: string) => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  // The table scrolls in its box on a phone: focusable, so a keyboard can scroll it.
  return (
    <div tabIndex={0} role="region" aria-label={t('commission.byCategory')} className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('commission.byCategory')}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-900 dark:text-gray-300">
          <tr>
            <th scope="col" className="px-3 py-3 text-start">{t('commission.category')}</th>
            <th scope="col" className="px-3 py-3 text-end">{t('commission.rate')}</th>
            <th scope="col" className="px-3 py-3 text-start">{t('commission.source')}</th>
            <th scope="col" className="px-3 py-3 text-start"><span className="sr-only">{t('commission.actions')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {CATEGORY_NAMES.map((category) => {
            const own = rates.rates.find((rate) => rate.category === category);
            const name = catalogue.category(category);
            return (
              <tr key={category}>
                <th scope="row" className="px-3 py-3 text-start font-medium">{name}</th>
                <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">{percentText(f, own ? own.percent : rates.default_percent)}</td>
                <td className="px-3 py-3 text-gray-700 dark:text-gray-300">{own ? t('commission.own', { date: formatDateTime(f, own.updated_at) }) : t('commission.default')}</td>
                <td className="px-3 py-2 text-end">
                  {own ? (
                    <Button size="sm" variant="outline" onClick={() => onClear(category)} disabled={busy} aria-label={t('commission.clearOf', { category: name })}>
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

function RateForm({ rates, onSaved }: { rates: CommissionRates; onSaved: (text: string) => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const save = useSetCommissionRate();
  const [category, setCategory] = useState<string>(CATEGORY_NAMES[0]!);
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const own = rates.rates.find((rate) => rate.category === category);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPercent(percent);
    setFailure(null);
    if (checked.error) {
      setError(t(checked.error, { max: '50' }));
      return;
    }
    setError(undefined);
    save.mutate(
      { category, percent: checked.percent },
      {
        onSuccess: () => {
          setPercent('');
          onSaved(t('commission.saved', { category: catalogue.category(category), percent: percentText(f, checked.percent) }));
        },
        onError: (problem) => setFailure(failureText(problem, t('commission.saveFailed'))),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="commission-set" className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="commission-set" className="text-lg font-bold">
        {t('commission.set')}
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
      <TextField
        label={t('commission.percent')}
        hint={own ? t('commission.nowOwn', { percent: percentText(f, own.percent) }) : t('commission.nowDefault', { percent: percentText(f, rates.default_percent) })}
        error={error}
        value={percent}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setPercent(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('commission.saving') : t('commission.save')}
      </Button>
    </form>
  );
}

/** /admin/commission: the platform's cut of each sale, delivery and ride; a category's own rate. */
export function CommissionPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const query = useCommissionRates();
  const clear = useSetCommissionRate();
  const [clearing, setClearing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function confirmClear() {
    const category = clearing;
    if (!category) return;
    clear.mutate(
      { category, percent: null },
      {
        onSuccess: (rates) => setAnnouncement(t('commission.cleared', { category: catalogue.category(category), percent: percentText(f, rates.default_percent) })),
        onError: (problem) => setAnnouncement(failureText(problem, t('commission.saveFailed'))),
        onSettled: () => setClearing(null),
      },
    );
  }

  let body;
  if (query.isPending) body = <Spinner label={t('commission.loading')} />;
  else if (query.isError) body = <SectionError message={t('commission.error')} onRetry={() => void query.refetch()} />;
  else {
    const rates = query.data;
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section aria-labelledby="commission-rates" className="min-w-0 space-y-3">
          <h2 id="commission-rates" className="text-lg font-bold">
            {t('commission.byCategory')}
          </h2>
          <p className="text-sm">{t('commission.defaultIs', { percent: percentText(f, rates.default_percent) })}</p>
          <RatesTable rates={rates} busy={clear.isPending} onClear={setClearing} />
        </section>
        <RateForm rates={rates} onSaved={setAnnouncement} />
      </div>
    );
  }

  return (
    <AdminPage title={t('commission.title')} description={t('commission.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      {body}
      <ConfirmDialog
        open={clearing !== null}
        title={t('commission.clearTitle', { category: clearing ? catalogue.category(clearing) : '' })}
        confirmLabel={t('commission.clear')}
        cancelLabel={t('action.cancel')}
        busy={clear.isPending}
        onConfirm={confirmClear}
        onCancel={() => setClearing(null)}
      >
        <p>{t('commission.clearText', { percent: query.data ? percentText(f, query.data.default_percent) : '' })}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
